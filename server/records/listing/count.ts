import type { Database } from "../../db/database";
import { run, type Sql, sql } from "../../db/sql";
import { listedRecords } from "../storage/entityTables";

/** How many records meet a list's condition (the pager's exact total). */
export async function countRecords(db: Database, entityId: number, where: Sql): Promise<number> {
  const [row] = await run<{ items: number }>(
    db,
    sql`select count(*)::int as items from ${listedRecords(entityId)} where ${where}`,
  );
  return row?.items ?? 0;
}
