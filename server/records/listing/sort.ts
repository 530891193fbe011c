import type { CompiledItem } from "../../../engine";
import { identifier, join, type Sql, sql } from "../../db/sql";
import { badRequest } from "../../http/errors";
import { INVALID } from "../../http/messages";
import { listParam } from "../../http/queryParams";
import { fieldColumn } from "../storage/entityTables";
import { type StorageClass, storageOf } from "../storage/fieldStorage";
import { textKey } from "../storage/textColumns";
import type { ListQuery } from "./listQuery";

/**
 * What a sort orders by for a field's column in the values row `r`: texts on the indexed prefix, then the
 * whole value; anything structured as its text.
 */
function sortColumn(storage: StorageClass, column: Sql, direction: Sql, nulls: Sql): Sql {
  switch (storage) {
    case "text":
      return sql`${textKey(column)} ${direction} ${nulls}, lower(${column})`;
    case "number":
    case "moment":
    case "ids":
      return column;
    default:
      return sql`${column}::text`;
  }
}

export interface ListOrder {
  /** The ORDER BY list, ending in the newest record first. */
  order: Sql;
}

/** The ORDER BY of sort[] and sortOrder[]: sortable items (by id) or the created_at / modified_at columns. */
export function listOrder(query: ListQuery, items: ReadonlyMap<number, CompiledItem>): ListOrder {
  const keys = listParam(query, "sort");
  const orders = listParam(query, "sortOrder");
  const parts: Sql[] = [];
  keys.forEach((key, index) => {
    const asked = (orders[index] ?? "ASC").toUpperCase();
    if (asked !== "ASC" && asked !== "DESC") throw badRequest({ sortOrder: INVALID });
    const direction = asked === "ASC" ? sql`ASC` : sql`DESC`;
    const nulls = asked === "ASC" ? sql`nulls last` : sql`nulls first`;
    if (key === "created_at" || key === "modified_at" || key === "id") {
      parts.push(sql`d.${identifier(key)} ${direction}`);
      return;
    }
    const item = /^\d{1,10}$/.test(key) ? items.get(Number(key)) : undefined;
    if (!item?.sortable) throw badRequest({ sort: INVALID });
    if (item.key === "mcreated_at" || item.key === "mmodified_at") {
      parts.push(sql`d.${identifier(item.key.slice(1))} ${direction}`);
      return;
    }
    if (item.key.startsWith("l")) {
      parts.push(sql`(select min(lower(s.summary)) from content_dossier_links sl join content_dossiers s on s.id = sl.child_id
        where sl.parent_id = d.id and sl.def_dossier_link_id = ${Number(item.key.slice(1))}) ${direction} ${nulls}`);
      return;
    }
    const column = sql`r.${fieldColumn(Number(item.key.slice(1)))}`;
    parts.push(
      sql`${sortColumn(storageOf(item.type).storage, column, direction, nulls)} ${direction} ${nulls}`,
    );
  });
  parts.push(sql`d.id DESC`);
  return { order: join(parts, sql`, `) };
}
