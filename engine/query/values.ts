/** Readers of stored values (encodings as in the README), shared by the query operations and their tests. */

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const TRAILING_DIGITS = /(\d+)\s*$/;

/** Not filled in: null, undefined, "", a blank string or [] (the one definition, in the field types). */
export { isBlank as isEmptyValue } from "../fields/shared";

/** A finite number from a number or a numeric string ("12", "-3.5", "1e3"), else null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const text = value.trim();
  return NUMERIC.test(text) ? Number(text) : null;
}

/** The running number of an autoIncrement value ("CL-0042" gives 42); plain numbers pass through. */
export function toRunningNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const m = TRAILING_DIGITS.exec(value);
  return m ? Number(m[1]) : null;
}

function toId(value: unknown): number | null {
  if (typeof value === "object" && value !== null && "id" in value) return toId(value.id);
  const n = toNumber(value);
  return n !== null && Number.isInteger(n) ? n : null;
}

/**
 * The ids in a list, user or link value. Arrays are the stored form; a single id (a system user field such
 * as created_by, or a record id) counts as a one-element list. Objects with an id are read by their id.
 */
export function toIds(value: unknown): number[] {
  const items = Array.isArray(value) ? value : [value];
  const ids: number[] = [];
  for (const item of items) {
    const id = toId(item);
    if (id !== null) ids.push(id);
  }
  return ids;
}

/** Text folded for case-insensitive comparison; numbers count as their text. toLowerCase does not depend on the host locale. */
export function foldCase(value: unknown): string | null {
  if (typeof value === "string") return value.toLowerCase();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}
