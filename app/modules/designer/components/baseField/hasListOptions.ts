/** Types whose values are chosen from the base field's list options: a list, and a tree arranging them. */
export function hasListOptions(type: string): boolean {
  return type === "list" || type === "tree";
}
