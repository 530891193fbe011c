import { badRequest } from "../http/errors";
import { INVALID } from "../http/messages";
import { first } from "../http/queryParams";

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD that names a real day (no 2026-02-30). */
function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The `from` and `to` days of a log query (both optional, both included); an unreadable day, or a `to`
 * before the `from`, is a 400 for that parameter.
 */
export function dateRange(query: Record<string, unknown>): { from?: string; to?: string } {
  const range: { from?: string; to?: string } = {};
  for (const name of ["from", "to"] as const) {
    const text = first(query[name]);
    if (text === undefined) continue;
    if (!isDay(text)) throw badRequest({ [name]: INVALID });
    range[name] = text;
  }
  if (range.from !== undefined && range.to !== undefined && range.to < range.from) {
    throw badRequest({ to: INVALID });
  }
  return range;
}
