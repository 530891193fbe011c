import type { Database } from "../../db/database";
import { constantSql, run, type Sql, sql } from "../../db/sql";
import type { PageRequest } from "../../http/pager";
import { RECORD_COLUMNS, RECORD_USERS, type RecordRow } from "../entityAccess";
import { listedRecords } from "../storage/entityTables";
import type { ListOrder } from "./sort";

export type PageRow = RecordRow & { subscribed: boolean };

/** One page of the records meeting a list's condition, in its order, with the caller's subscription. */
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
    sql`select ${constantSql(RECORD_COLUMNS)},
       exists(select 1 from dossier_subscriptions ds where ds.content_dossier_id = d.id and ds.user_id = ${userId}) as subscribed
       from ${listedRecords(entityId)} ${constantSql(RECORD_USERS)}
      where ${where} order by ${order} limit ${page.limit} offset ${page.offset}`,
  );
}
