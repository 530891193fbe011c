import { type TSchema, Type } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import type { FastifyInstance } from "fastify";
import { Server, type Socket } from "socket.io";
import {
  type ClientToServerEvents,
  DisplayItemChange,
  DossierJoin,
  EnvironmentJoin,
  PresenceSet,
  type PresentUser,
  type ServerToClientEvents,
} from "../../schemas";
import type { ServerConfig } from "../config";
import type { Database } from "../db/database";
import { evidenceOf, ownOriginsOf, signalsOf } from "../http/sameOrigin";
import { bypassesChecks } from "../permissions/bypassesChecks";
import { type CallerContext, type CallerData, callerContext } from "../permissions/callerContext";
import { can } from "../permissions/can";
import { canAccessEnvironment } from "../permissions/canAccessEnvironment";
import { callerDataOf, loadCallerData } from "../permissions/loadCallerContext";
import { SESSION_COOKIE } from "../session/cookie";
import { findSession, type Session } from "../session/sessions";
import { registerRecordChangeHooks } from "./recordChangeHooks";
import { connectRedisAdapter } from "./redisAdapter";

export const SOCKET_PATH = "/socket.io";

/** What a socket holds; plain data, since other server processes read it through the Redis adapter. */
interface SocketData {
  session: Session;
  caller: CallerData;
  presence: string;
  environmentId?: number;
  dossierId?: number;
}

type DocketServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type DocketSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

const environmentRoom = (id: number) => `environment:${id}`;
const dossierRoom = (id: number) => `dossier:${id}`;
/** Every socket of one user: what the server tells that user alone (template:progress). */
const userRoom = (id: number) => `user:${id}`;

declare module "fastify" {
  interface FastifyInstance {
    /** Sends an event to every live socket of one user, on any server process. */
    notifyUser<E extends keyof ServerToClientEvents>(
      userId: number,
      event: E,
      ...payload: Parameters<ServerToClientEvents[E]>
    ): void;
    /** The sockets connected to this process (signed in), for the metrics. */
    liveSocketCount(): number;
  }
}
const rightsOf = (socket: { data: SocketData }): CallerContext => callerContext(socket.data.caller);

/**
 * The live socket of spec 2 (section 7) on the API's own port: who is in an environment and on a record
 * (environment:presence:update, dossier:users), record writes of others (displayItem:fetch, so lists refetch
 * and mark the row) and designer changes (displayItem:refresh). The session cookie authenticates the
 * connection; every event is checked against the caller's rights as the HTTP calls are, and payloads that
 * do not match their schema are ignored. With `redisUrl` set, rooms and presence span every server process
 * on that Redis; without it they live in this process alone.
 */
export async function attachRealtime(
  app: FastifyInstance,
  db: Database,
  config: Pick<ServerConfig, "redisUrl" | "redisKey" | "publicUrl">,
): Promise<void> {
  const io: DocketServer = new Server(app.server, { path: SOCKET_PATH, serveClient: false });
  const disconnectRedis = config.redisUrl
    ? await connectRedisAdapter(io, { url: config.redisUrl, key: config.redisKey, log: app.log })
    : undefined;
  app.decorate("notifyUser", (userId: number, event: keyof ServerToClientEvents, ...payload: unknown[]) => {
    (io.to(userRoom(userId)).emit as (name: string, ...args: unknown[]) => boolean)(event, ...payload);
  });
  app.decorate("liveSocketCount", () => io.of("/").sockets.size);
  app.addHook("onClose", async () => {
    await io.close();
    await disconnectRedis?.();
  });

  io.use(async (socket, next) => {
    // A page of another site may not open a socket in the user's name (the cookie would go along).
    const { headers } = socket.request;
    const own = ownOriginsOf(config.publicUrl, `http://${headers.host}`, `https://${headers.host}`);
    if (evidenceOf(signalsOf(headers), own) === "foreign") return next(new Error("forbidden"));
    const token = app.parseCookie(headers.cookie ?? "")[SESSION_COOKIE];
    const session = token ? await findSession(db, token).catch(() => null) : null;
    if (!session) return next(new Error("unauthorized"));
    socket.data.session = session;
    socket.data.caller = callerDataOf(session.user, session.memberships);
    socket.data.presence = "online";
    next();
  });

  const presentIn = async (room: string): Promise<PresentUser[]> => {
    const users = new Map<number, PresentUser>();
    for (const peer of await io.in(room).fetchSockets()) {
      const { caller, presence } = peer.data;
      users.set(caller.userId, { id: caller.userId, username: caller.username, presence });
    }
    return [...users.values()];
  };
  const announceEnvironment = async (id: number) => {
    const users = await presentIn(environmentRoom(id));
    io.to(environmentRoom(id)).emit("environment:presence:update", { environmentId: id, users });
  };
  const announceDossier = async (id: number) => {
    const users = await presentIn(dossierRoom(id));
    io.to(dossierRoom(id)).emit("dossier:users", { dossierId: id, users });
  };
  const leaveDossier = async (socket: DocketSocket) => {
    const id = socket.data.dossierId;
    if (id === undefined) return;
    socket.data.dossierId = undefined;
    await socket.leave(dossierRoom(id));
    await announceDossier(id);
  };

  io.on("connection", (socket) => {
    void socket.join(userRoom(socket.data.caller.userId));
    /** Runs a handler for payloads matching the schema; a failure is logged, never thrown at the socket. */
    const on = <S extends TSchema>(
      event: keyof ClientToServerEvents,
      schema: S,
      handler: (payload: S["static"]) => Promise<void>,
    ) => {
      socket.on(event, (payload?: unknown) => {
        if (!Value.Check(schema, payload ?? {})) return;
        handler(payload ?? {}).catch((error: unknown) =>
          app.log.warn({ err: error, event }, "socket event failed"),
        );
      });
    };

    on("environment:join", EnvironmentJoin, async ({ environmentId }) => {
      // Memberships may have changed since the connection opened.
      socket.data.caller = await loadCallerData(db, socket.data.session.user);
      if (!canAccessEnvironment(rightsOf(socket), environmentId)) return;
      const previous = socket.data.environmentId;
      if (previous !== undefined && previous !== environmentId) {
        await socket.leave(environmentRoom(previous));
        await announceEnvironment(previous);
      }
      socket.data.environmentId = environmentId;
      await socket.join(environmentRoom(environmentId));
      await announceEnvironment(environmentId);
    });

    on("dossier:join", DossierJoin, async ({ dossierId }) => {
      const [row] = await db.query<{ environment_id: number; def_dossier_id: number }>(
        "select environment_id, def_dossier_id from content_dossiers where id = $1",
        [dossierId],
      );
      if (!row || !can(rightsOf(socket), row.environment_id, row.def_dossier_id, "show")) return;
      if (socket.data.dossierId !== dossierId) await leaveDossier(socket);
      socket.data.dossierId = dossierId;
      await socket.join(dossierRoom(dossierId));
      await announceDossier(dossierId);
    });

    on("dossier:exit", Type.Object({}), async () => leaveDossier(socket));

    on("user:presence:set", PresenceSet, async ({ presence }) => {
      socket.data.presence = presence;
      if (socket.data.environmentId !== undefined) await announceEnvironment(socket.data.environmentId);
      if (socket.data.dossierId !== undefined) await announceDossier(socket.data.dossierId);
    });

    // A designer saved or deleted a display item: the environment's users read the entity's metadata again.
    for (const event of ["displayItem:update", "displayItem:delete"] as const) {
      on(event, DisplayItemChange, async ({ defDossierId }) => {
        const environmentId = socket.data.environmentId;
        if (environmentId === undefined || !bypassesChecks(rightsOf(socket), environmentId)) return;
        socket
          .to(environmentRoom(environmentId))
          .emit("displayItem:refresh", { defDossierId, sender: socket.data.caller.username });
      });
    }

    socket.on("disconnect", () => {
      const { environmentId, dossierId } = socket.data;
      if (environmentId !== undefined) void announceEnvironment(environmentId);
      if (dossierId !== undefined) void announceDossier(dossierId);
    });
  });

  // Record writes reach the other sockets of the environment whose users may see the entity, on any process.
  registerRecordChangeHooks(app, db, (change) => {
    void (async () => {
      for (const peer of await io.in(environmentRoom(change.environmentId)).fetchSockets()) {
        if (peer.data.caller.userId === change.sender.id) continue;
        if (!can(rightsOf(peer), change.environmentId, change.defDossierId, "show")) continue;
        peer.emit("displayItem:fetch", change);
      }
    })().catch((error: unknown) => app.log.warn({ err: error }, "record change not sent"));
  });
}
