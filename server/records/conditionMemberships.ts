import { serverConditionQueries } from "../../engine";
import type { Bundle } from "../../schemas";
import type { Database } from "../db/database";
import { build, sql } from "../db/sql";
import { savedQueryCondition } from "../queries/filterByQuery";

/** The time zone days are counted in, as lists count them. */
const TIMEZONE = "Europe/Amsterdam";

/**
 * The condition queries with link criteria that a saved record matches, by uuid. A form holds no linked
 * records, so the engine reads these memberships (its `in_queries`) instead of evaluating the query; the
 * query runs here in SQL over the record and its children. Admins are exempt: none is asked for them.
 */
export async function conditionMemberships(
  db: Pick<Database, "query">,
  bundle: Bundle,
  recordId: number,
  userId: number,
): Promise<string[]> {
  const matched: string[] = [];
  for (const uuid of serverConditionQueries(bundle)) {
    try {
      const condition = await savedQueryCondition(db, bundle.entity.id, uuid, {
        userId,
        timezone: bundle.context.timezone ?? TIMEZONE,
        alias: "d",
      });
      const { text, values } = build(
        sql`select exists (select 1 from content_dossiers d where d.id = ${recordId} and (${condition})) as hit`,
      );
      const [row] = await db.query<{ hit: boolean }>(text, values);
      if (row?.hit) matched.push(uuid);
    } catch {
      // A query that no longer compiles matches nothing: the item stays hidden rather than the read failing.
    }
  }
  return matched;
}
