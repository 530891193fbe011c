import { anniversaryWithin, dayOf } from "./days";
import { FILE_KINDS, type FileKind, isMimeOfKind } from "./fileKinds";
import { foldCase, isEmptyValue, toIds, toNumber, toRunningNumber } from "./values";

type Operation = (...args: never[]) => unknown;

function compare(a: unknown, op: unknown, b: unknown): boolean {
  // Only number with number or day with day: a missing value (null) never compares, where JavaScript
  // would read it as 0.
  if (typeof a !== typeof b || (typeof a !== "number" && typeof a !== "string")) return false;
  const x = a as number | string;
  const y = b as number | string;
  switch (op) {
    case "==":
      return x === y;
    case ">":
      return x > y;
    case ">=":
      return x >= y;
    case "<":
      return x < y;
    case "<=":
      return x <= y;
    default:
      return false;
  }
}

/**
 * The JSON-Logic operations query predicates translate to, registered in engine/logic.ts. All are pure
 * and deterministic: the same arguments give the same answer on every machine and in every time zone.
 */
export const QUERY_OPERATIONS = {
  /** Whether a value is not filled in. */
  docket_empty: (value: unknown) => isEmptyValue(value),
  /** Case-insensitive equality of a text with a search text. */
  docket_ci_equals: (value: unknown, text: unknown) => {
    const v = foldCase(value);
    return v !== null && v === foldCase(text);
  },
  /** Case-insensitive substring test. */
  docket_ci_contains: (value: unknown, text: unknown) => {
    const v = foldCase(value);
    const t = foldCase(text);
    return v !== null && t !== null && v.includes(t);
  },
  docket_number: (value: unknown) => toNumber(value),
  docket_running_number: (value: unknown) => toRunningNumber(value),
  /** The calendar day of a date or date-time value in a time zone, or null. */
  docket_day: (value: unknown, timeZone: unknown) =>
    typeof timeZone === "string" ? dayOf(value, timeZone) : dayOf(value),
  /** a op b for two numbers or two days; false when either is missing. */
  docket_compare: compare,
  /** Whether the value's next anniversary falls within `days` days from `today`. */
  docket_anniversary: (value: unknown, today: unknown, days: unknown, timeZone: unknown) => {
    const day = typeof timeZone === "string" ? dayOf(value, timeZone) : dayOf(value);
    return (
      day !== null &&
      typeof today === "string" &&
      typeof days === "number" &&
      anniversaryWithin(day, today, days)
    );
  },
  docket_ids: (value: unknown) => toIds(value),
  /** Whether two id lists share an id. */
  docket_intersects: (a: unknown, b: unknown) =>
    Array.isArray(a) && Array.isArray(b) && a.some((id) => b.includes(id)),
  docket_count: (items: unknown) => (Array.isArray(items) ? items.length : 0),
  /**
   * Whether a file value holds a file of a kind. In memory a file is known by its MIME type only when the
   * value lists files as {id, mime} objects; bare ids tell no type and never match.
   */
  docket_file_kind: (value: unknown, kind: unknown) =>
    Array.isArray(value) &&
    FILE_KINDS.includes(kind as FileKind) &&
    value.some(
      (file) =>
        typeof file === "object" &&
        file !== null &&
        typeof (file as { mime?: unknown }).mime === "string" &&
        isMimeOfKind((file as { mime: string }).mime, kind as FileKind),
    ),
} satisfies Record<string, Operation>;
