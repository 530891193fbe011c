import type { CompiledItem } from "../../../engine";
import type { ListAggregation } from "../../../schemas";
import type { Database } from "../../db/database";
import { run, type Sql, sql } from "../../db/sql";
import { badRequest } from "../../http/errors";
import { INVALID } from "../../http/messages";
import { listParam } from "../../http/queryParams";
import { listedRecords, valueColumn } from "../storage/entityTables";
import type { ListQuery } from "./listQuery";

const FUNCTIONS: Readonly<Record<string, Sql>> = {
  avg: sql`avg`,
  sum: sql`sum`,
  min: sql`min`,
  max: sql`max`,
};

/** The statement of one footer figure over the records meeting the list's condition. */
function figureSql(item: CompiledItem, fn: string, from: Sql, where: Sql): Sql {
  const ref = Number(item.key.slice(1));
  if (item.key.startsWith("l")) {
    return sql`select count(distinct l.child_id)::int as value from content_dossier_links l
      where l.def_dossier_link_id = ${ref} and l.parent_id in (select d.id from ${from} where ${where})`;
  }
  const column = valueColumn(ref);
  if (fn === "unique") {
    return sql`select count(distinct x)::int as value from ${from} cross join unnest(${column}) as x where ${where}`;
  }
  return sql`select ${FUNCTIONS[fn] as Sql}(${column}) as value from ${from} where ${where}`;
}

/** The {itemId}_aggregate figures of a list footer over every record the filters leave. */
export async function footerAggregates(
  db: Database,
  query: ListQuery,
  items: ReadonlyMap<number, CompiledItem>,
  entityId: number,
  where: Sql,
): Promise<ListAggregation[]> {
  const result: ListAggregation[] = [];
  for (const [name, raw] of Object.entries(query)) {
    const match = /^(\d{1,10})_aggregate(\[\])?$/.exec(name);
    if (!match) continue;
    const item = items.get(Number(match[1]));
    if (!item) throw badRequest({ [name]: INVALID });
    for (const fn of listParam({ [name]: raw }, name)) {
      if (!item.aggregations.includes(fn as never)) throw badRequest({ [name]: INVALID });
      if (fn !== "unique" && !item.key.startsWith("l") && !FUNCTIONS[fn])
        throw badRequest({ [name]: INVALID });
      const [row] = await run<{ value: unknown }>(db, figureSql(item, fn, listedRecords(entityId), where));
      result.push({ field: item.id, function: fn, value: footerValue(item, row?.value) });
    }
  }
  return result;
}

function footerValue(item: CompiledItem, value: unknown): number | string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  const number = Number(value);
  if (!Number.isFinite(number)) return String(value);
  if (item.type === "time") {
    const minutes = Math.round(number);
    return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  }
  return number;
}
