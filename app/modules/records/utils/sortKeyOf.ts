import type { CompiledItem } from "../../../../engine";

/** What sort[] names for a column: created_at / modified_at for those metadata items, else the item id. */
export function sortKeyOf(item: CompiledItem): string {
  if (item.key === "mcreated_at" || item.key === "mmodified_at") return item.key.slice(1);
  return String(item.id);
}
