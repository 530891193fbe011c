import { TZDate } from "@date-fns/tz";
import type { CompiledItem } from "../../engine";
import { messages, toStoredDateTime } from "../../engine";
import { INVALID } from "../http/messages";
import type { ImportLookups } from "./importLookups";

/** A cell read as an item's value, or the message saying why it cannot be. */
export type CellResult = { value: unknown } | { error: string };

/** The field types a file's column can fill; files, locations and computed values cannot come from text. */
export const IMPORTABLE_TYPES: ReadonlySet<string> = new Set([
  "text",
  "textarea",
  "email",
  "url",
  "amount",
  "date",
  "time",
  "list",
  "tree",
  "user",
  "link",
]);

/** Several values in one cell are separated as the CSV export joins them: '|' (';' is read too). */
export const splitCell = (text: string) =>
  text
    .split(/[|;]/)
    .map((part) => part.trim())
    .filter((part) => part !== "");

/**
 * A number as people write it: '1250.5', '1.250,50' (Dutch), '1,250.50', '€ 12,50', '12,5%'. With both
 * marks the last one is the decimal mark; a lone comma is one too, as in the data's own (Dutch) notation.
 */
export function parseNumber(text: string): number | undefined {
  let s = text.replace(/[\s\u00a0€$£%]|EUR|USD|GBP/gi, "");
  if (!/^[-+]?[\d.,]+$/.test(s)) return undefined;
  const comma = s.lastIndexOf(",");
  const dot = s.lastIndexOf(".");
  if (comma >= 0 && dot >= 0) {
    s = comma > dot ? s.replace(/\./g, "").replace(",", ".") : s.replace(/,/g, "");
  } else if (comma >= 0) {
    s = (s.match(/,/g) ?? []).length > 1 ? s.replace(/,/g, "") : s.replace(",", ".");
  } else if ((s.match(/\./g) ?? []).length > 1) {
    s = s.replace(/\./g, "");
  }
  const value = Number(s);
  return Number.isFinite(value) ? value : undefined;
}

const pad = (n: string | number) => String(n).padStart(2, "0");

/** A date as YYYY-MM-DD from '2024-03-01', '01-03-2024', '1/3/2024' or '01.03.2024' (day first). */
function parseDay(text: string): { year: number; month: number; day: number; rest: string } | undefined {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(.*)$/.exec(text);
  if (iso) return { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]), rest: iso[4] ?? "" };
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(.*)$/.exec(text);
  if (dayFirst) {
    return {
      year: Number(dayFirst[3]),
      month: Number(dayFirst[2]),
      day: Number(dayFirst[1]),
      rest: dayFirst[4] ?? "",
    };
  }
  return undefined;
}

/** A date, or with `withTime` a moment (local time in `zone` unless the text names its offset). */
export function parseDate(text: string, withTime: boolean, zone: string): string | undefined {
  const parts = parseDay(text.trim());
  if (!parts) return undefined;
  const { year, month, day } = parts;
  const date = `${year}-${pad(month)}-${pad(day)}`;
  const rest = parts.rest.trim();
  if (!withTime) return rest === "" || /^[T ]00:00(:00)?(\.0+)?Z?$/.test(rest) ? date : undefined;
  if (/^T.*(Z|[+-]\d{2}:?\d{2})$/.test(rest)) {
    const moment = Date.parse(`${date}${rest}`);
    return Number.isNaN(moment) ? undefined : toStoredDateTime(new Date(moment));
  }
  const time = /^(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(rest);
  if (!time) return undefined;
  const local = new TZDate(
    year,
    month - 1,
    day,
    Number(time[1] ?? 0),
    Number(time[2] ?? 0),
    Number(time[3] ?? 0),
    zone,
  );
  return Number.isNaN(local.getTime()) ? undefined : toStoredDateTime(new Date(local.getTime()));
}

/** 'H:MM' or 'HH:MM[:SS]' as 'HH:MM'; the field type checks the range. */
export function parseTime(text: string): string | undefined {
  const match = /^(\d{1,}):(\d{2})(?::\d{2})?$/.exec(text.trim());
  return match ? `${pad(match[1] as string)}:${match[2]}` : undefined;
}

/** Ids of a multiple or single value, or the message when one part names nothing. */
function idsResult(parts: string[], find: (part: string) => number | undefined, message: string) {
  const ids: number[] = [];
  for (const part of parts) {
    const id = find(part);
    if (id === undefined) return { error: message };
    if (!ids.includes(id)) ids.push(id);
  }
  return { value: ids };
}

/**
 * The value a cell gives an item: text as it is, numbers, dates and times as people write them, list
 * options by label (or id), users by username, email or name, linked records by id or summary. An empty
 * cell gives no value. The engine validates the result as it validates any save.
 */
export function cellValue(
  item: CompiledItem,
  text: string,
  lookups: ImportLookups,
  zone: string,
): CellResult {
  const cell = text.trim();
  // An empty cell leaves the item to its default, as a form left alone would.
  if (cell === "") return { value: undefined };
  switch (item.type) {
    case "amount": {
      const value = parseNumber(cell);
      return value === undefined ? { error: messages.number } : { value };
    }
    case "date": {
      const value = parseDate(cell, Boolean(item.fieldSettings.withtime), zone);
      return value === undefined ? { error: messages.date } : { value };
    }
    case "time": {
      const value = parseTime(cell);
      return value === undefined ? { error: messages.time } : { value };
    }
    case "list":
    case "tree":
      return idsResult(splitCell(cell), (part) => lookups.option(item, part), messages.option);
    case "user":
      return idsResult(splitCell(cell), (part) => lookups.user(part), INVALID);
    case "link":
      return idsResult(splitCell(cell), (part) => lookups.record(item, part), INVALID);
    default:
      return { value: cell };
  }
}
