import type { Database } from "../../db/database";
import { join, run, sql } from "../../db/sql";
import { entityTable, listedRecords } from "../storage/entityTables";
import type { ListConditions } from "./filter";

/**
 * How many records meet a list's condition (the pager's exact total). A filter on ids counts with the
 * first-id condition while no record holds more than one id in a filtered column (the field is not
 * multiple): the first-id index (storage/entityTables.ts) then answers from the index alone, where the
 * id-array index reads every matching row (bench:api, 100,000 companies, 40 % matching: about 14 ms against
 * 2). One statement, one snapshot: whether such a record exists and the count agree.
 */
export async function countRecords(
  db: Database,
  entityId: number,
  { where, firstIds }: ListConditions,
): Promise<number> {
  const counted = (condition: typeof where) =>
    sql`(select count(*) from ${listedRecords(entityId)} where ${condition})`;
  const statement = firstIds
    ? sql`select (case when exists (select 1 from ${entityTable(entityId)} where ${join(
        firstIds.columns.map((column) => sql`cardinality(${column}) > 1`),
        sql` or `,
      )}) then ${counted(where)} else ${counted(firstIds.where)} end)::int as items`
    : sql`select ${counted(where)}::int as items`;
  const [row] = await run<{ items: number }>(db, statement);
  return row?.items ?? 0;
}
