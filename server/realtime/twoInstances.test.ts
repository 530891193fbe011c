import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClientToServerEvents, ServerToClientEvents } from "../../schemas";
import { buildServer } from "../app";
import type { DatabaseHandle } from "../db/database";
import { openPostgres } from "../db/postgres";
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from "../http/sameOrigin";
import { type RecordsScene, recordsScene } from "../records/testing/recordsScene";
import { describeApi } from "../testing/apiHarness";
import { SOCKET_PATH } from "./attachRealtime";

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
type Event = keyof ServerToClientEvents;
type PayloadOf<E extends Event> = Parameters<ServerToClientEvents[E]>[0];

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const skipReason = !databaseUrl
  ? "TEST_DATABASE_URL is not set"
  : !redisUrl
    ? "REDIS_URL is not set"
    : undefined;
/** Channels of this run alone: runs side by side on one Redis never hear each other. */
const redisKey = `docket-test-${randomBytes(6).toString("hex")}`;

describe.skipIf(skipReason !== undefined)(
  `two server processes on one PostgreSQL and Redis${skipReason ? ` (skipped: ${skipReason})` : ""}`,
  () => {
    describeApi(
      "live socket across instances",
      (api) => {
        let scene: RecordsScene;
        /** The second process: its own server and connection pool, on the same schema as the first. */
        let second: FastifyInstance;
        let secondDb: DatabaseHandle;
        const addresses: string[] = [];
        const clients: Client[] = [];

        const listen = async (app: FastifyInstance) => {
          await app.listen({ port: 0, host: "127.0.0.1" });
          return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
        };

        beforeAll(async () => {
          scene = await recordsScene(api, 9300);
          const [{ schema }] = (await api.db.query<{ schema: string }>(
            "select current_schema() as schema",
          )) as [{ schema: string }];
          secondDb = await openPostgres({ url: databaseUrl as string, schema, maxConnections: 4 });
          second = await buildServer({
            db: secondDb,
            config: { dataDir: api.dataDir, publicUrl: "http://docket.test", redisUrl, redisKey },
          });
          addresses.push(await listen(api.app), await listen(second));
        }, 60_000);

        afterAll(async () => {
          for (const client of clients) client.close();
          await second?.close();
          await secondDb?.close();
        });

        const open = (instance: 0 | 1, cookie: string): Client => {
          const client: Client = connect(addresses[instance], {
            path: SOCKET_PATH,
            transports: ["websocket"],
            reconnection: false,
            extraHeaders: { cookie },
          });
          clients.push(client);
          return client;
        };
        const record = <E extends Event>(client: Client, event: E): PayloadOf<E>[] => {
          const seen: PayloadOf<E>[] = [];
          client.on(event as never, ((payload: PayloadOf<E>) => seen.push(payload)) as never);
          return seen;
        };
        const until = async (check: () => boolean, what: string) => {
          const started = Date.now();
          while (!check()) {
            if (Date.now() - started > 8000) throw new Error(`Timed out waiting for ${what}`);
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        };
        const connected = (client: Client) => until(() => client.connected, "the connection");
        const names = (users: { username: string }[]) => users.map((user) => user.username).sort();

        it("brings a record created through one process to a browser connected to the other", async () => {
          const viewer = open(0, scene.users.viewer.cookie);
          await connected(viewer);
          const changes = record(viewer, "displayItem:fetch");
          const presence = record(viewer, "environment:presence:update");
          viewer.emit("environment:join", { environmentId: scene.environment });
          await until(() => presence.length > 0, "the viewer in the environment");

          const created = await second.inject({
            method: "POST",
            url: "/api/contentdossier",
            headers: { cookie: scene.users.manager.cookie, [APP_REQUEST_HEADER]: APP_REQUEST_VALUE },
            payload: { defDossier: scene.entities.person, [scene.person.name.edit]: "Across" },
          });
          expect(created.statusCode, created.body).toBe(201);
          const id = created.json().id as number;

          await until(
            () => changes.some((change) => change.dossierId === id),
            "the change on the other process",
          );
          expect(changes.find((change) => change.dossierId === id)).toMatchObject({
            action: "create",
            environmentId: scene.environment,
            defDossierId: scene.entities.person,
            sender: { id: scene.users.manager.id },
          });
          viewer.close();
        });

        it("shares who is on a record and in the environment between the processes, and who left", async () => {
          const created = await api.request("POST", "/api/contentdossier", {
            cookie: scene.users.manager.cookie,
            body: { defDossier: scene.entities.person, [scene.person.name.edit]: "Shared" },
          });
          const dossierId = created.body.id as number;
          const manager = open(0, scene.users.manager.cookie);
          const clerk = open(1, scene.users.clerk.cookie);
          await Promise.all([connected(manager), connected(clerk)]);
          const onRecord = record(manager, "dossier:users");
          const inEnvironment = record(manager, "environment:presence:update");

          manager.emit("environment:join", { environmentId: scene.environment });
          clerk.emit("environment:join", { environmentId: scene.environment });
          manager.emit("dossier:join", { dossierId });
          clerk.emit("dossier:join", { dossierId });
          const both = names([scene.users.manager, scene.users.clerk]);
          await until(
            () => onRecord.some((update) => names(update.users).join() === both.join()),
            "both users on the record",
          );
          await until(
            () => inEnvironment.some((update) => names(update.users).join() === both.join()),
            "both users in the environment",
          );

          clerk.close();
          await until(
            () => names(onRecord.at(-1)?.users ?? []).join() === scene.users.manager.username,
            "the clerk leaving the record",
          );
        });
      },
      { redisUrl, redisKey },
      { kinds: ["postgres"] },
    );
  },
);
