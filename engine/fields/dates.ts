import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type { FieldContext, FormatMode } from "../types";
import { intlLocale } from "./numbers";

/** Dates are shown in Amsterdam time unless the context names another zone. */
export const DEFAULT_TIMEZONE = "Europe/Amsterdam";

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\dZ$/;
/** The one stored shape of a date-time, for the value schema. */
export const DATE_TIME_PATTERN = DATE_TIME.source;

const knownZones = new Map<string, boolean>();

function isKnownZone(zone: string): boolean {
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(zone, known);
  }
  return known;
}

/** The context's time zone; an unknown name falls back to the default rather than failing every date. */
export function zoneOf(ctx: FieldContext): string {
  const zone = ctx.context.timezone;
  return zone && isKnownZone(zone) ? zone : DEFAULT_TIMEZONE;
}

/** The Intl tag dates are written in for the context: its format locale, else Dutch. */
export function dateLocaleOf(ctx: FieldContext): string {
  return intlLocale(ctx.formatLocale);
}

/** Whether a string is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = DATE_ONLY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether a string is a date-time exactly as stored: YYYY-MM-DDTHH:MM:SSZ (UTC) on a real date. */
export function isIsoDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  return match !== null && isIsoDate(match[1] ?? "");
}

/** Today's calendar date (YYYY-MM-DD) in a time zone. */
let lastToday = { at: Number.NaN, zone: "", day: "" };

/** Today's date in a time zone. Validating a form asks this once per date field, so the last answer is kept. */
export function todayIn(now: Date, zone: string): string {
  const at = now.getTime();
  if (lastToday.at === at && lastToday.zone === zone) return lastToday.day;
  lastToday = { at, zone, day: format(new TZDate(at, zone), "yyyy-MM-dd") };
  return lastToday.day;
}

/** A moment as stored: UTC to the second. */
export function toStoredDateTime(moment: Date): string {
  return `${moment.toISOString().slice(0, 19)}Z`;
}

/** The calendar date a stored value falls on in a zone: a date is itself, a date-time is converted. */
export function calendarDateOf(value: string, zone: string): string {
  if (DATE_ONLY.test(value)) return value;
  return format(new TZDate(Date.parse(value), zone), "yyyy-MM-dd");
}

/** Weekday of a YYYY-MM-DD date with Monday as 0, as the restrict_days setting counts. */
export function weekdayFromMonday(isoDate: string): number {
  return (new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string, options: Intl.DateTimeFormatOptions, locale = "nl-NL"): Intl.DateTimeFormat {
  const key = `${locale}|${zone}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formatters.set(key, cached);
  }
  return cached;
}

const CSV_MOMENT: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
};
const csvFormatters = new Map<string, Intl.DateTimeFormat>();
let lastCsvMoment = { moment: Number.NaN, zone: "", text: "" };

/**
 * A moment as CSV writes it, day/month/year hh:mm:ss in the zone, from a cached Intl formatter's parts: an
 * export writes two per record, and a zoned date per cell costs several times as much.
 */
function csvMoment(moment: number, zone: string): string {
  // A record's created and modified moments are often the same one.
  if (lastCsvMoment.moment === moment && lastCsvMoment.zone === zone) return lastCsvMoment.text;
  let csvFormatter = csvFormatters.get(zone);
  if (!csvFormatter) {
    csvFormatter = formatter(zone, CSV_MOMENT);
    csvFormatters.set(zone, csvFormatter);
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of csvFormatter.formatToParts(moment)) parts[part.type] = part.value;
  const { day, month, year = "", hour, minute, second } = parts;
  const text = `${day}/${month}/${year.padStart(4, "0")} ${hour}:${minute}:${second}`;
  lastCsvMoment = { moment, zone, text };
  return text;
}

/**
 * A date or date-time for people: medium style in the locale (an Intl tag, Dutch when absent: "1 mrt 2026",
 * "1 mrt 2026 14:05"; en-GB "1 Mar 2026") in the zone, or day/month/year for CSV whatever the locale. A date
 * has no zone of its own, so it is never shifted.
 */
export function formatDateValue(value: string, mode: FormatMode, zone: string, locale?: string): string {
  if (DATE_ONLY.test(value)) {
    if (!isIsoDate(value)) return value;
    const day = new Date(`${value}T00:00:00Z`);
    if (mode === "csv") return format(new TZDate(day.getTime(), "UTC"), "dd/MM/yyyy");
    return formatter("UTC", { dateStyle: "medium" }, locale).format(day);
  }
  const moment = Date.parse(value);
  if (Number.isNaN(moment)) return value;
  if (mode === "csv") return csvMoment(moment, zone);
  const date = formatter(zone, { dateStyle: "medium" }, locale).format(moment);
  const time = formatter(zone, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }, locale).format(
    moment,
  );
  return `${date} ${time}`;
}
