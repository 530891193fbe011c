import type { Database } from "../db/database";
import { badRequest, HttpError } from "../http/errors";
import { INVALID } from "../http/messages";
import type { StoredValues } from "./recordStore";
import { readRecordValues } from "./recordStore";

type Queryable = Pick<Database, "query">;

/** The field error of a value someone else changed since the version a save started from. */
export const CHANGED_BY_SOMEONE_ELSE = "This field was changed by someone else";

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
