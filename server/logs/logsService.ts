import { LOG_TYPES } from "../../schemas";
import type { Database } from "../db/database";
import { requireEnvironment } from "../environments/requireEnvironment";
import { badRequest, forbidden, notFound } from "../http/errors";
import { INVALID } from "../http/messages";
import type { PageRequest } from "../http/pager";
import type { CallerContext } from "../permissions/callerContext";
import { can } from "../permissions/can";
import { loadEntityModels } from "../records/entityModels";
import { sightOf } from "../records/recordSight";
import { type LogRow, listLogs } from "./dossierLogs";
import { readsWholeLog } from "./readsWholeLog";

export interface LogQuery {
  environment: number;
  dossier?: number;
  user?: number;
  /** Only entries of this entity's records. */
  entity?: number;
  types: string[];
  /** Only entries from this day on, or up to and including this day (YYYY-MM-DD). */
  from?: string;
  to?: string;
  /** The caller's language (a locale code such as nl_NL): field names are told in it. */
  locale?: string;
}

/**
 * The change log of a record (dossierlog permission on its entity), or of the environment: every entry for
 * holders of the logs admin key, else the entries of the entities whose log the caller may read.
 */
export async function readLogs(
  db: Database,
  caller: CallerContext,
  query: LogQuery,
  page: PageRequest,
): Promise<{ rows: LogRow[]; items: number }> {
  await requireEnvironment(db, caller, query.environment);
  const unknownType = query.types.find((t) => !(LOG_TYPES as readonly string[]).includes(t));
  if (unknownType !== undefined) throw badRequest({ type: INVALID });
  let entityIds: number[] | undefined;
  if (query.dossier !== undefined) {
    const [record] = await db.query<{ def_dossier_id: number; environment_id: number }>(
      "select def_dossier_id, environment_id from content_dossiers where id = $1",
      [query.dossier],
    );
    // A deleted record keeps its log; its entity is then read from the log itself.
    const [logged] = record
      ? [record]
      : await db.query<{ def_dossier_id: number; environment_id: number }>(
          "select def_dossier_id, environment_id from dossier_logs where content_dossier_id = $1 limit 1",
          [query.dossier],
        );
    if (!logged || logged.environment_id !== query.environment) throw notFound();
    if (!can(caller, query.environment, logged.def_dossier_id, "dossierlog")) throw forbidden();
  } else if (!readsWholeLog(caller, query.environment)) {
    const entities = await db.query<{ id: number }>("select id from def_dossiers where environment_id = $1", [
      query.environment,
    ]);
    entityIds = entities.map((e) => e.id).filter((id) => can(caller, query.environment, id, "dossierlog"));
  }
  const found = await listLogs(
    db,
    {
      environmentId: query.environment,
      ...(query.dossier !== undefined ? { recordId: query.dossier } : {}),
      ...(entityIds !== undefined ? { entityIds } : {}),
      ...(query.user !== undefined ? { userId: query.user } : {}),
      ...(query.entity !== undefined ? { entityId: query.entity } : {}),
      ...(query.from !== undefined ? { from: query.from } : {}),
      ...(query.to !== undefined ? { to: query.to } : {}),
      types: query.types,
    },
    page,
  );
  return {
    rows: await redactLogs(db, caller, query.environment, found.rows, query.locale),
    items: found.items,
  };
}

/** Entries written before changes carried their key: their values are read only where nothing is hidden. */
const UNKEYED_SHARED = new Set(["merge", "summary", "archived"]);

/**
 * The entries as the caller may read them (`RecordSight`): changes of values hidden from the caller are
 * left out, and no entry answers the stored keys.
 */
async function redactLogs(
  db: Database,
  caller: CallerContext,
  environmentId: number,
  rows: LogRow[],
  locale: string | undefined,
): Promise<LogRow[]> {
  const entityIds = [...new Set(rows.flatMap((row) => (row.def_dossier_id ? [row.def_dossier_id] : [])))];
  const sights = new Map(
    await Promise.all(
      entityIds.map(
        async (id) => [id, await sightOf(db, caller, { id, environment_id: environmentId })] as const,
      ),
    ),
  );
  const names = new Map(
    await Promise.all(
      entityIds.map(async (id) => [id, await fieldNames(db, caller, id, environmentId, locale)] as const),
    ),
  );
  return rows.map((row) => {
    const sight = row.def_dossier_id ? sights.get(row.def_dossier_id) : undefined;
    const changes = (row.changes ?? []).flatMap(({ key, ...change }) => {
      if (!sight?.mayShow) return [];
      const visible = key
        ? sight.sees(key)
        : sight.complete || UNKEYED_SHARED.has(change.defDisplayItemName ?? "");
      if (!visible) return [];
      // The field's name as the caller reads it today; the stored name was written in the writer's language.
      const name = key && row.def_dossier_id ? names.get(row.def_dossier_id)?.get(key) : undefined;
      return [name ? { ...change, defDisplayItemName: name } : change];
    });
    return { ...row, changes };
  });
}

/**
 * The names of an entity's fields and links by key in a locale: the show view's labels, else the edit
 * view's. Empty when the entity is gone (its log outlives it) or cannot be read.
 */
async function fieldNames(
  db: Database,
  caller: CallerContext,
  entityId: number,
  environmentId: number,
  locale: string | undefined,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  try {
    const models = await loadEntityModels(
      db,
      caller,
      { id: entityId, environment_id: environmentId },
      locale,
    );
    for (const view of ["edit", "show"]) {
      for (const item of Object.values(models.model(view).items))
        if (item.label) names.set(item.key, item.label);
    }
  } catch {
    // A deleted entity: its entries keep the names they were written with.
  }
  return names;
}
