import type { SearchFilter } from "../../../../widgets/types";

/** Operators that search without an operand. */
const WITHOUT_VALUE = new Set(["EMPTY", "NOT_EMPTY", "string_empty", "string_is_not_empty"]);

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

/**
 * The server's per-field parameters of search filters by item id: `{id}` (or `{id}[]` for several ids),
 * `{id}_type` for the operator, `{id}_end` for the upper bound of between. Empty filters give none.
 */
export function filterParams(filters: Record<string, SearchFilter | undefined>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [id, filter] of Object.entries(filters)) {
    if (!filter || typeof filter !== "object") continue;
    const { operator, value, end } = filter;
    const withoutValue = operator !== undefined && WITHOUT_VALUE.has(operator);
    if (!withoutValue && isBlank(value) && isBlank(end)) continue;
    if (!withoutValue && !isBlank(value)) {
      if (Array.isArray(value)) params[`${id}[]`] = value.map(String);
      else params[id] = String(value);
    }
    if (operator) params[`${id}_type`] = operator;
    if (!withoutValue && !isBlank(end)) params[`${id}_end`] = String(end);
  }
  return params;
}
