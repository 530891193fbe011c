import type { Database } from "../db/database";
import { run, sql } from "../db/sql";
import { badRequest, HttpError } from "../http/errors";
import { INVALID } from "../http/messages";
import type { StoredValues } from "./recordStore";
import { readRecordValues } from "./recordStore";

type Queryable = Pick<Database, "query">;

/** The field error of a value someone else changed since the version a save started from. */
export const CHANGED_BY_SOMEONE_ELSE = "This field was changed by someone else";

/** The message of a bulk write (mass update, merge) refused because records changed since their versions. */
export const RECORDS_CHANGED_BY_SOMEONE_ELSE = "Someone else changed some of these items in the meantime";

/** A value a save would change, by its display item and value key. */
export interface VersionedChange {
  item: { id: number; key: string };
}

/**
 * The version a save started from: `version` in the body, else the ETag in `If-Match` (`"3"` or `W/"3"`).
 * Undefined when neither is sent (the save then overwrites what it changes, as before versions).
 */
export function baseVersionOf(body: Record<string, unknown>, ifMatch: unknown): number | undefined {
  const raw =
    body.version ??
    (typeof ifMatch === "string" ? /^(?:W\/)?"(\d{1,10})"$/.exec(ifMatch.trim())?.[1] : undefined);
  if (raw === undefined || raw === null || raw === "") return undefined;
  const version = Number(raw);
  if (!Number.isInteger(version) || version < 1 || version > 2_147_483_647)
    throw badRequest({ version: INVALID });
  return version;
}

/** The ETag of a record's version. */
export const etagOf = (version: number) => `W/"${version}"`;

/**
 * Locks the record's row for the rest of the transaction, so saves of one record run one after another,
 * and refuses (409) a save started from `baseVersion` that changes a value someone else changed since:
 * `{message, errors: {itemId: message}, conflict: {version, modified_by, current: {itemId: value}}}`.
 * Changes of values nobody else touched go through, so edits of different fields merge.
 */
export async function lockForChanges(
  tx: Queryable,
  recordId: number,
  changes: readonly VersionedChange[],
  baseVersion: number | undefined,
): Promise<void> {
  const [row] = await tx.query<{
    version: number;
    field_versions: Record<string, number>;
    modified_by: string | null;
  }>(
    `select d.version, d.field_versions, u.username as modified_by
       from content_dossiers d left join users u on u.id = d.modified_by
      where d.id = $1 for update of d`,
    [recordId],
  );
  if (!row || baseVersion === undefined || row.version <= baseVersion) return;
  const conflicts = changes.filter(({ item }) => (row.field_versions[item.key] ?? 0) > baseVersion);
  if (conflicts.length === 0) return;
  const stored: StoredValues = await readRecordValues(tx, recordId);
  throw new HttpError(409, {
    message: CHANGED_BY_SOMEONE_ELSE,
    errors: Object.fromEntries(conflicts.map(({ item }) => [String(item.id), CHANGED_BY_SOMEONE_ELSE])),
    conflict: {
      version: row.version,
      modified_by: row.modified_by,
      current: Object.fromEntries(conflicts.map(({ item }) => [String(item.id), stored[item.key] ?? null])),
    },
  });
}

/** Raises the record's version and marks the changed value keys with it; answers the new version. */
export async function raiseVersion(
  tx: Queryable,
  recordId: number,
  userId: number,
  keys: readonly string[],
): Promise<number> {
  const [row] = await tx.query<{ version: number }>(
    `update content_dossiers set modified_at = now(), modified_by = $2, version = version + 1,
            field_versions = field_versions
              || coalesce((select jsonb_object_agg(k, version + 1) from unnest($3::text[]) as k), '{}'::jsonb)
      where id = $1 returning version`,
    [recordId, userId, [...new Set(keys)]],
  );
  return row?.version ?? 1;
}

/** A record a bulk write started from a version of, and the value keys it writes (`"all"`: it reads all). */
export interface VersionedRecord {
  id: number;
  version: number;
  keys: readonly string[] | "all";
}

/** A record changed since the version a bulk write started from, as the 409 lists it. */
export interface StaleRecord {
  id: number;
  version: number;
  modified_by: string | null;
}

/**
 * The bulk form of `lockForChanges`: locks the records' rows (in id order, so bulk writes over the same
 * records do not deadlock) and refuses (409) the whole write when any record changed since its version a
 * value the write touches (any value for `"all"`):
 * `{message, errors: {[field]: message}, conflicts: [{id, version, modified_by}]}`.
 */
export async function lockVersions(
  tx: Queryable,
  records: readonly VersionedRecord[],
  field: string,
): Promise<void> {
  if (records.length === 0) return;
  const rows = await run<StaleRecord & { field_versions: Record<string, number> }>(
    tx,
    sql`select d.id, d.version, d.field_versions, u.username as modified_by
          from content_dossiers d left join users u on u.id = d.modified_by
         where d.id = any(${records.map((r) => r.id)}::int[]) order by d.id for update of d`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const conflicts: StaleRecord[] = records.flatMap(({ id, version, keys }) => {
    const row = byId.get(id);
    if (!row || row.version <= version) return [];
    const changed = keys === "all" || keys.some((key) => (row.field_versions[key] ?? 0) > version);
    return changed ? [{ id, version: row.version, modified_by: row.modified_by }] : [];
  });
  if (conflicts.length === 0) return;
  throw new HttpError(409, {
    message: RECORDS_CHANGED_BY_SOMEONE_ELSE,
    errors: { [field]: RECORDS_CHANGED_BY_SOMEONE_ELSE },
    conflicts: conflicts.sort((a, b) => a.id - b.id),
  });
}

/** The versions a bulk write started from, by record id (`{<id>: version}`); a bad one is a 400 for `versions`. */
export function bulkVersionsOf(versions: unknown, ids: readonly number[]): Map<number, number> {
  const found = new Map<number, number>();
  if (versions === undefined || versions === null) return found;
  if (typeof versions !== "object" || Array.isArray(versions)) throw badRequest({ versions: INVALID });
  for (const [key, raw] of Object.entries(versions)) {
    const id = Number(key);
    const version = typeof raw === "number" ? raw : Number.NaN;
    if (!ids.includes(id) || !Number.isInteger(version) || version < 1 || version > 2_147_483_647)
      throw badRequest({ versions: INVALID });
    found.set(id, version);
  }
  return found;
}
