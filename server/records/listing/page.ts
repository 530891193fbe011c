import type { Database } from "../../db/database";
import { constantSql, run, type Sql, sql } from "../../db/sql";
import type { PageRequest } from "../../http/pager";
import { RECORD_COLUMNS, RECORD_USERS, type RecordRow } from "../entityAccess";
import type { ValsRow } from "../recordStore";
import { listedRecords } from "../storage/entityTables";
import type { ListOrder } from "./sort";

/** With `vals`: the values come in the same round trip as the page. */
export type PageRow = RecordRow & ValsRow & { subscribed: boolean };

/** One page of the records meeting a list's condition, in its order, with their values and the caller's subscription. */
export function pageRows(
  db: Database,
  entityId: number,
  where: Sql,
  { order }: ListOrder,
  page: PageRequest,
  userId: number,
): Promise<PageRow[]> {
  return run<PageRow>(
    db,
    sql`select ${constantSql(RECORD_COLUMNS)}, d.vals,
       exists(select 1 from dossier_subscriptions ds where ds.content_dossier_id = d.id and ds.user_id = ${userId}) as subscribed
       from ${listedRecords(entityId)} ${constantSql(RECORD_USERS)}
      where ${where} order by ${order} limit ${page.limit} offset ${page.offset}`,
  );
}
