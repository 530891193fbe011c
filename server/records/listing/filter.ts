import type { CompiledItem } from "../../../engine";
import type { Database } from "../../db/database";
import { join, param, type Sql, sql } from "../../db/sql";
import { badRequest } from "../../http/errors";
import { INVALID, REQUIRED } from "../../http/messages";
import { first, listParam } from "../../http/queryParams";
import { containsPattern } from "../../http/search";
import type { CallerContext } from "../../permissions/callerContext";
import { savedQueryCondition } from "../../queries/filterByQuery";
import { fieldColumn } from "../storage/entityTables";
import { storageOf } from "../storage/fieldStorage";
import { fieldFilters, filterCondition, LIST_TIMEZONE } from "./fieldFilters";
import { idParam, type ListQuery } from "./listQuery";

/** The conditions every list call may add: archived, children of a record, ids, summary text, saved query. */
async function baseConditions(
  db: Database,
  caller: CallerContext,
  entityId: number,
  query: ListQuery,
): Promise<Sql[]> {
  // The entity's own table holds its records only, so no condition names the entity: one fewer test per
  // row scanned, which a count over an index pays for every entry.
  const where: Sql[] = [];
  const archived = first(query.archived) ?? "";
  if (archived === "archived" || archived === "1" || archived === "true") where.push(sql`d.archived`);
  else if (archived === "" || archived === "0" || archived === "false") where.push(sql`not d.archived`);
  else if (archived !== "both") throw badRequest({ archived: INVALID });
  const parent = idParam(query, "dossierId") ?? idParam(query, "embedded");
  const link = idParam(query, "linkId");
  if (parent !== undefined || link !== undefined) {
    if (parent === undefined) throw badRequest({ dossierId: REQUIRED });
    if (link === undefined) throw badRequest({ linkId: REQUIRED });
    where.push(
      sql`d.id in (select child_id from content_dossier_links where parent_id = ${parent} and def_dossier_link_id = ${link})`,
    );
  }
  const ids = listParam(query, "dossierIds");
  if (ids.length > 0) {
    const numbers = ids.map(Number);
    if (!numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= 2_147_483_647)) {
      throw badRequest({ dossierIds: INVALID });
    }
    where.push(sql`d.id = any(${param(numbers, "int[]")})`);
  }
  const summary = first(query.summary);
  if (summary !== undefined) where.push(sql`lower(d.summary) like lower(${containsPattern(summary)})`);
  const dossierQuery = first(query.dossierQuery);
  if (dossierQuery !== undefined) {
    const condition = await savedQueryCondition(db, entityId, dossierQuery, {
      userId: caller.userId,
      timezone: LIST_TIMEZONE,
      alias: "d",
    });
    where.push(sql`(${condition})`);
  }
  return where;
}

/** A list call's condition, and the same with each id filter on the first id only (see `countRecords`). */
export interface ListConditions {
  where: Sql;
  /** Only when the call filters on ids: the condition on first ids, and the id columns it filters. */
  firstIds?: { where: Sql; columns: Sql[] };
}

/**
 * The WHERE condition of a list call over `listedRecords()` (the entity's table): the base conditions and the
 * per-field filters on items the caller may see (400 for others), and `extra` (an unsaved query's condition).
 */
export async function listConditions(
  db: Database,
  caller: CallerContext,
  entityId: number,
  query: ListQuery,
  visible: ReadonlyMap<number, CompiledItem>,
  extra?: Sql,
): Promise<ListConditions> {
  const where = await baseConditions(db, caller, entityId, query);
  if (extra) where.push(sql`(${extra})`);
  const firstIds = [...where];
  const columns: Sql[] = [];
  for (const filter of fieldFilters(query, visible)) {
    const condition = filterCondition(filter);
    if (!condition) continue;
    where.push(condition);
    const onIds = filter.item.key.startsWith("f") && storageOf(filter.item.type).storage === "ids";
    firstIds.push(onIds ? (filterCondition(filter, true) as Sql) : condition);
    if (onIds) columns.push(fieldColumn(Number(filter.item.key.slice(1))));
  }
  const all = (conditions: Sql[]) => (conditions.length > 0 ? join(conditions, sql` and `) : sql`true`);
  return {
    where: all(where),
    ...(columns.length > 0 ? { firstIds: { where: all(firstIds), columns } } : {}),
  };
}
