import type { CompiledItem } from "../../engine";
import type { Database } from "../db/database";
import type { FieldErrors } from "../http/errors";
import { INVALID } from "../http/messages";

type Queryable = Pick<Database, "query">;

const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];

/**
 * Checks that the ids values point at exist where they must: linked records in the link's entity, users
 * among the environment's members, files in the environment. The engine has checked their shape already.
 */
export async function checkReferences(
  db: Queryable,
  environmentId: number,
  entries: readonly { item: CompiledItem; value: unknown }[],
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const { item, value } of entries) {
    const ids = [...new Set(idsOf(value))];
    if (ids.length === 0) continue;
    let found: { id: number }[] = [];
    if (item.type === "link" && item.link) {
      found = await db.query<{ id: number }>(
        "select id from content_dossiers where id = any($1::int[]) and def_dossier_id = $2",
        [ids, item.link.childDefDossierId],
      );
    } else if (item.type === "user") {
      found = await db.query<{ id: number }>(
        "select user_id as id from environment_users where environment_id = $1 and user_id = any($2::int[])",
        [environmentId, ids],
      );
    } else if (item.type === "file") {
      found = await db.query<{ id: number }>(
        "select id from files where environment_id = $1 and id = any($2::int[])",
        [environmentId, ids],
      );
    } else continue;
    if (found.length !== ids.length) errors[item.id] = INVALID;
  }
  return errors;
}
