import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RecordChange } from "../../schemas";
import type { Database } from "../db/database";

type Action = RecordChange["action"];
type Target = { environmentId: number; defDossierId: number; dossierId?: number; action: Action };
type Sender = RecordChange["sender"];

declare module "fastify" {
  interface FastifyRequest {
    /** The record a write is about, read before the handler runs (a deleted record is gone after). */
    recordChangeTarget?: Target | null;
    /** Who writes, when it is not the session's user (an embed token). */
    recordChangeSender?: Sender;
  }
}

/**
 * Marks a request as a record write for routes the hooks do not know by their address (the embed token's
 * create and save), with who writes: its success is then published as any record write is.
 */
export function noteRecordWrite(request: FastifyRequest, target: Target, sender: Sender): void {
  request.recordChangeTarget = target;
  request.recordChangeSender = sender;
}

const RECORDS = "/api/contentdossier";

/** Which record write a route is, if any. */
function actionOf(method: string, url: string): Action | null {
  if (method === "POST" && url === RECORDS) return "create";
  if ((method === "PUT" || method === "PATCH") && url === `${RECORDS}/:id`) return "update";
  if (method === "DELETE" && url === `${RECORDS}/:id`) return "delete";
  if (method === "GET" && url === `${RECORDS}/:id/archive`) return "archive";
  if (method === "GET" && url === `${RECORDS}/:id/dearchive`) return "dearchive";
  return null;
}

/**
 * The environment of each entity a create named, per database: an entity never moves to another environment
 * (the designer refuses it), so it is read once, not on every create.
 */
const entityEnvironments = new WeakMap<Database, Map<number, number>>();

async function environmentOfEntity(db: Database, entityId: number): Promise<number | undefined> {
  let known = entityEnvironments.get(db);
  if (!known) {
    known = new Map();
    entityEnvironments.set(db, known);
  }
  const kept = known.get(entityId);
  if (kept !== undefined) return kept;
  const [row] = await db.query<{ environment_id: number }>(
    "select environment_id from def_dossiers where id = $1",
    [entityId],
  );
  if (row) known.set(entityId, row.environment_id);
  return row?.environment_id;
}

async function targetOf(db: Database, request: FastifyRequest, action: Action): Promise<Target | null> {
  if (action === "create") {
    const entityId = Number((request.body as { defDossier?: unknown } | undefined)?.defDossier);
    if (!Number.isSafeInteger(entityId)) return null;
    const environmentId = await environmentOfEntity(db, entityId);
    return environmentId === undefined ? null : { environmentId, defDossierId: entityId, action };
  }
  const dossierId = Number((request.params as { id?: string }).id);
  if (!Number.isSafeInteger(dossierId)) return null;
  const [row] = await db.query<{ environment_id: number; def_dossier_id: number }>(
    `select d.environment_id, cd.def_dossier_id
       from content_dossiers cd join def_dossiers d on d.id = cd.def_dossier_id
      where cd.id = $1`,
    [dossierId],
  );
  return row
    ? { environmentId: row.environment_id, defDossierId: row.def_dossier_id, dossierId, action }
    : null;
}

/**
 * Tells `publish` of every successful record write, observed at the HTTP edge so the record services stay
 * unaware of who listens. The target is read before the handler; the new id of a create from its answer.
 */
export function registerRecordChangeHooks(
  app: FastifyInstance,
  db: Database,
  publish: (change: RecordChange) => void,
): void {
  app.addHook("preHandler", async (request) => {
    // The live socket and the webhooks each register these hooks: the target is read once for both.
    if (request.recordChangeTarget !== undefined) return;
    const action = actionOf(request.method, request.routeOptions.url ?? "");
    if (action && request.caller) request.recordChangeTarget = await targetOf(db, request, action);
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const target = request.recordChangeTarget;
    const caller = request.caller;
    const sender = request.recordChangeSender ?? (caller && { id: caller.userId, username: caller.username });
    if (!target || !sender || reply.statusCode >= 300) return payload;
    const dossierId = target.dossierId ?? createdIdOf(payload);
    if (dossierId === undefined) return payload;
    publish({
      environmentId: target.environmentId,
      defDossierId: target.defDossierId,
      dossierId,
      action: target.action,
      sender,
    });
    return payload;
  });
}

function createdIdOf(payload: unknown): number | undefined {
  if (typeof payload !== "string") return undefined;
  try {
    const id = (JSON.parse(payload) as { id?: unknown }).id;
    return typeof id === "number" ? id : undefined;
  } catch {
    return undefined;
  }
}
