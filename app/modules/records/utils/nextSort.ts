import type { ListSort } from "../state/ListState";

/** A column's next sort on a click: none -> ASC -> DESC -> ASC; another column starts at ASC. */
export function nextSort(current: ListSort | null, key: string): ListSort {
  if (current?.key !== key) return { key, order: "ASC" };
  return { key, order: current.order === "ASC" ? "DESC" : "ASC" };
}
