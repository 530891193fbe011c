import type { DisplayItemSettings } from "../../../../schemas/displayItem";
import type { ListSort } from "../../records/state/ListState";

/**
 * The sort[] and sortOrder[] of an embedded list: the column the user chose, else the link item's sort
 * setting (item ids with ASC or DESC, in order), else none (the server's order).
 */
export function linkSortParams(
  chosen: ListSort | null,
  setting: DisplayItemSettings["sort"],
): Record<string, string[]> {
  const entries = chosen
    ? [{ key: chosen.key, order: chosen.order }]
    : (setting ?? []).map((entry) => ({ key: String(entry.item), order: entry.order }));
  if (entries.length === 0) return {};
  return {
    "sort[]": entries.map((entry) => entry.key),
    "sortOrder[]": entries.map((entry) => entry.order),
  };
}
