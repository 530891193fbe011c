import type { CompiledItem } from "../../../engine";
import { identifier, join, type Sql, sql } from "../../db/sql";
import { badRequest } from "../../http/errors";
import { INVALID } from "../../http/messages";
import { listParam } from "../../http/queryParams";
import { valueColumn } from "../storage/entityTables";
import { type StorageClass, storageOf } from "../storage/fieldStorage";
import { textKey } from "../storage/textColumns";
import type { ListQuery } from "./listQuery";

/**
 * One column a list orders by, as the expressions it sorts on (a text: its indexed prefix, then the whole
 * value), which are null together; nulls sort as the largest value (last ascending, first descending).
 */
export interface SortColumn {
  expressions: Sql[];
  descending: boolean;
  /** A column that always holds a value (the record's id and dates), so comparisons need no null case. */
  notNull?: boolean;
}

type ColumnExpressions = Pick<SortColumn, "expressions" | "notNull">;

/**
 * What a sort orders by for a field's column in the values row `r`: texts on the indexed prefix, then the
 * whole value; anything structured as its text.
 */
function fieldExpressions(storage: StorageClass, column: Sql): Sql[] {
  switch (storage) {
    case "text":
      return [textKey(column), sql`lower(${column})`];
    case "number":
    case "moment":
    case "ids":
      return [column];
    default:
      return [sql`${column}::text`];
  }
}

/** A column of the record row `d` itself, which every record fills. */
const recordColumn = (name: string): ColumnExpressions => ({
  expressions: [sql`d.${identifier(name)}`],
  notNull: true,
});

export interface ListOrder {
  /** The ORDER BY list, ending in the newest record first. */
  order: Sql;
  /** The same order by column, for reading on after a row (keyset batches); the last is `d.id`. */
  columns: SortColumn[];
}

/** What a sort[] key orders by: a sortable item (by id) or the created_at / modified_at columns. */
function columnOf(key: string, items: ReadonlyMap<number, CompiledItem>): ColumnExpressions {
  if (key === "created_at" || key === "modified_at" || key === "id") return recordColumn(key);
  const item = /^\d{1,10}$/.test(key) ? items.get(Number(key)) : undefined;
  if (!item?.sortable) throw badRequest({ sort: INVALID });
  if (item.key === "mcreated_at" || item.key === "mmodified_at") return recordColumn(item.key.slice(1));
  if (item.key.startsWith("l")) {
    const link = Number(item.key.slice(1));
    return {
      expressions: [
        sql`(select min(lower(s.summary)) from content_dossier_links sl join content_dossiers s on s.id = sl.child_id
          where sl.parent_id = d.id and sl.def_dossier_link_id = ${link})`,
      ],
    };
  }
  const column = valueColumn(Number(item.key.slice(1)));
  return { expressions: fieldExpressions(storageOf(item.type).storage, column) };
}

/** ORDER BY terms for columns: each expression in its column's direction, nulls as the largest value. */
export function orderBy(columns: readonly SortColumn[]): Sql {
  return join(
    columns.flatMap(({ expressions, descending }) =>
      expressions.map((expression) =>
        descending ? sql`${expression} DESC nulls first` : sql`${expression} ASC nulls last`,
      ),
    ),
    sql`, `,
  );
}

/** The ORDER BY of sort[] and sortOrder[]: sortable items (by id) or the created_at / modified_at columns. */
export function listOrder(query: ListQuery, items: ReadonlyMap<number, CompiledItem>): ListOrder {
  const names = listParam(query, "sort");
  const orders = listParam(query, "sortOrder");
  const columns: SortColumn[] = [];
  names.forEach((name, index) => {
    const asked = (orders[index] ?? "ASC").toUpperCase();
    if (asked !== "ASC" && asked !== "DESC") throw badRequest({ sortOrder: INVALID });
    columns.push({ ...columnOf(name, items), descending: asked === "DESC" });
  });
  columns.push({ ...recordColumn("id"), descending: true });
  return { order: orderBy(columns), columns };
}
