import type { CompiledItem } from "../../../engine";
import { identifier, join, type Sql, sql } from "../../db/sql";
import { badRequest } from "../../http/errors";
import { INVALID } from "../../http/messages";
import { listParam } from "../../http/queryParams";
import { fieldColumn } from "../storage/entityTables";
import { type StorageClass, storageOf } from "../storage/fieldStorage";
import { textKey } from "../storage/textColumns";
import type { ListQuery } from "./listQuery";

/** One expression a list orders by; nulls sort as the largest value (last ascending, first descending). */
export interface SortKey {
  expression: Sql;
  descending: boolean;
  /** A column that always holds a value (the record's id and dates), so comparisons need no null case. */
  notNull?: boolean;
}

type KeyExpression = Pick<SortKey, "expression" | "notNull">;

/**
 * What a sort orders by for a field's column in the values row `r`: texts on the indexed prefix, then the
 * whole value; anything structured as its text.
 */
function sortExpressions(storage: StorageClass, column: Sql): KeyExpression[] {
  switch (storage) {
    case "text":
      return [{ expression: textKey(column) }, { expression: sql`lower(${column})` }];
    case "number":
    case "moment":
    case "ids":
      return [{ expression: column }];
    default:
      return [{ expression: sql`${column}::text` }];
  }
}

/** A column of the record row `d` itself, which every record fills. */
const recordColumn = (name: string): KeyExpression => ({
  expression: sql`d.${identifier(name)}`,
  notNull: true,
});

export interface ListOrder {
  /** The ORDER BY list, ending in the newest record first. */
  order: Sql;
  /** The same order as expressions, for reading on after a row (keyset batches); the last is `d.id`. */
  keys: SortKey[];
}

/** The expressions a sort[] key orders by: a sortable item (by id) or the created_at / modified_at columns. */
function keyExpressions(key: string, items: ReadonlyMap<number, CompiledItem>): KeyExpression[] {
  if (key === "created_at" || key === "modified_at" || key === "id") return [recordColumn(key)];
  const item = /^\d{1,10}$/.test(key) ? items.get(Number(key)) : undefined;
  if (!item?.sortable) throw badRequest({ sort: INVALID });
  if (item.key === "mcreated_at" || item.key === "mmodified_at") return [recordColumn(item.key.slice(1))];
  if (item.key.startsWith("l")) {
    const link = Number(item.key.slice(1));
    return [
      {
        expression: sql`(select min(lower(s.summary)) from content_dossier_links sl join content_dossiers s on s.id = sl.child_id
          where sl.parent_id = d.id and sl.def_dossier_link_id = ${link})`,
      },
    ];
  }
  return sortExpressions(storageOf(item.type).storage, sql`r.${fieldColumn(Number(item.key.slice(1)))}`);
}

/** The ORDER BY of sort[] and sortOrder[]: sortable items (by id) or the created_at / modified_at columns. */
export function listOrder(query: ListQuery, items: ReadonlyMap<number, CompiledItem>): ListOrder {
  const names = listParam(query, "sort");
  const orders = listParam(query, "sortOrder");
  const keys: SortKey[] = [];
  names.forEach((name, index) => {
    const asked = (orders[index] ?? "ASC").toUpperCase();
    if (asked !== "ASC" && asked !== "DESC") throw badRequest({ sortOrder: INVALID });
    for (const key of keyExpressions(name, items)) keys.push({ ...key, descending: asked === "DESC" });
  });
  keys.push({ ...recordColumn("id"), descending: true });
  const order = join(
    keys.map(({ expression, descending }) =>
      descending ? sql`${expression} DESC nulls first` : sql`${expression} ASC nulls last`,
    ),
    sql`, `,
  );
  return { order, keys };
}
