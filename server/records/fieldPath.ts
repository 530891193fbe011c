import type { Database } from "../db/database";
import { param, run, sql } from "../db/sql";
import { linkKey, type StoredValues } from "./recordStore";
import { entityTable } from "./storage/entityTables";

type Queryable = Pick<Database, "query">;

const METADATA: Record<string, string> = {
  id: "d.id",
  dossier_id: "d.id",
  summary: "d.summary",
  created_at: "d.created_at",
  modified_at: "d.modified_at",
  archived: "d.archived",
};

/** Arrays are spread: a list value [12, 14] is found as 12 and 14, as display rules compare values. */
const spread = (values: unknown[]) => values.flatMap((v) => (Array.isArray(v) ? v : [v]));

/** Called before a path step reads a value key (`l{linkId}`, `f{dataFieldId}`, `m{name}`) of an entity. */
export type PathGuard = (entityId: number, key: string) => void | Promise<void>;

/**
 * The values found at a path such as `client.has_guardian`: link names followed from the origin record,
 * ending in a data field, link or metadata name of the entity reached. The first step may read the
 * origin's link values from `values` (a record being written). Undefined when a name is unknown. `guard`
 * sees every key before it is read, and may throw to refuse it.
 */
export async function resolvePath(
  db: Queryable,
  entityId: number,
  origin: { recordId?: number | undefined; values?: StoredValues | undefined },
  path: string,
  guard?: PathGuard,
): Promise<unknown[] | undefined> {
  const segments = path.split(".").map((s) => s.trim());
  if (segments.length === 0 || segments.some((s) => s === "")) return undefined;
  let entity = entityId;
  let records: number[] = origin.recordId !== undefined ? [origin.recordId] : [];
  let fromValues = origin.values !== undefined;
  for (const name of segments.slice(0, -1)) {
    const [link] = await db.query<{ id: number; child_def_dossier_id: number }>(
      "select id, child_def_dossier_id from def_dossier_links where def_dossier_id = $1 and name = $2",
      [entity, name],
    );
    if (!link) return undefined;
    await guard?.(entity, linkKey(link.id));
    if (fromValues) {
      const ids = origin.values?.[linkKey(link.id)];
      records = Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
    } else {
      const rows = await db.query<{ child_id: number }>(
        `select child_id from content_dossier_links where def_dossier_link_id = $1 and parent_id = any($2::int[])
          order by rank, id`,
        [link.id, records],
      );
      records = rows.map((r) => r.child_id);
    }
    fromValues = false;
    entity = link.child_def_dossier_id;
  }
  const last = segments[segments.length - 1] as string;
  const [field] = await db.query<{ id: number }>(
    "select id from def_dossier_def_fields where def_dossier_id = $1 and name = $2",
    [entity, last],
  );
  if (field) {
    await guard?.(entity, `f${field.id}`);
    if (fromValues) {
      const value = origin.values?.[`f${field.id}`];
      return value === undefined || value === null ? [] : spread([value]);
    }
    if (records.length === 0) return [];
    const rows = await run<{ value: unknown }>(
      db,
      sql`select vals -> ${param(`f${field.id}`, "text")} as value from ${entityTable(entity)}
        where id = any(${param(records, "int[]")}) order by id`,
    );
    return spread(rows.map((r) => r.value).filter((v) => v !== null));
  }
  const [link] = await db.query<{ id: number }>(
    "select id from def_dossier_links where def_dossier_id = $1 and name = $2",
    [entity, last],
  );
  if (link) {
    await guard?.(entity, linkKey(link.id));
    if (fromValues) {
      const ids = origin.values?.[linkKey(link.id)];
      return Array.isArray(ids) ? ids : [];
    }
    if (records.length === 0) return [];
    const rows = await db.query<{ child_id: number }>(
      `select child_id from content_dossier_links where def_dossier_link_id = $1 and parent_id = any($2::int[])
        order by rank, id`,
      [link.id, records],
    );
    return rows.map((r) => r.child_id);
  }
  const column = METADATA[last];
  if (column) {
    await guard?.(entity, `m${last}`);
    if (records.length === 0) return [];
    const rows = await db.query<{ value: unknown }>(
      `select ${column} as value from content_dossiers d where d.id = any($1::int[]) order by d.id`,
      [records],
    );
    return rows.map((r) => (r.value instanceof Date ? r.value.toISOString() : r.value));
  }
  return undefined;
}

/** The values at each path a model's display rules read; unresolvable paths are left out. */
export async function resolvePaths(
  db: Queryable,
  entityId: number,
  origin: { recordId?: number | undefined; values?: StoredValues | undefined },
  paths: readonly string[],
): Promise<Record<string, unknown[]>> {
  const found: Record<string, unknown[]> = {};
  for (const path of paths) {
    const values = await resolvePath(db, entityId, origin, path);
    if (values !== undefined) found[path] = values;
  }
  return found;
}
