import { TZDate } from "@date-fns/tz";

/** A calendar day written "YYYY-MM-DD". ISO order is calendar order, so days compare as strings. */
export type Day = string;

export type DayUnit = "days" | "weeks" | "months" | "years";

/** Docket's home time zone: "today" and the day of a date-time are taken here unless told otherwise. */
export const DEFAULT_TIME_ZONE = "Europe/Amsterdam";

const MS_PER_DAY = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?$/i;

interface DayParts {
  year: number;
  month: number;
  day: number;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, "0");
}

export function formatDay({ year, month, day }: DayParts): Day {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The parts of a valid "YYYY-MM-DD" day, or null (also for impossible days such as 2026-02-30). */
export function parseDay(value: string): DayParts | null {
  const m = DAY.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Days since 1970-01-01, so day differences are plain subtraction. */
function dayNumber(d: DayParts): number {
  return Date.UTC(d.year, d.month - 1, d.day) / MS_PER_DAY;
}

function fromDayNumber(n: number): Day {
  const date = new Date(n * MS_PER_DAY);
  return formatDay({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day an instant falls on in a time zone, or null for an unknown zone. */
export function instantDay(instant: number, timeZone: string): Day | null {
  const local = new TZDate(instant, timeZone);
  if (Number.isNaN(local.getTime())) return null;
  return formatDay({ year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() });
}

/**
 * The calendar day of a stored date value: a "YYYY-MM-DD" day is taken as it is; a date-time (stored in UTC)
 * is placed in the time zone first. A date-time without an offset is read as UTC, never as the host's zone,
 * so the answer does not depend on the machine. Anything else gives null.
 */
export function dayOf(value: unknown, timeZone: string = DEFAULT_TIME_ZONE): Day | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (parseDay(text)) return text;
  const m = DATE_TIME.exec(text);
  if (!m || !parseDay(m[1] as string)) return null;
  const instant = Date.parse(`${m[1]}T${m[2]}${m[3] ?? "Z"}`);
  return Number.isNaN(instant) ? null : instantDay(instant, timeZone);
}

/** The day `amount` units after `day` (before, when negative). Month and year steps keep the day of the month, clamped to the month's end. */
export function addToDay(day: Day, amount: number, unit: DayUnit): Day {
  const d = parseDay(day);
  if (!d) throw new Error(`Not a day: ${day}`);
  if (unit === "days" || unit === "weeks")
    return fromDayNumber(dayNumber(d) + amount * (unit === "weeks" ? 7 : 1));
  const months = d.year * 12 + (d.month - 1) + amount * (unit === "years" ? 12 : 1);
  const year = Math.floor(months / 12);
  const month = months - year * 12 + 1;
  return formatDay({ year, month, day: Math.min(d.day, daysInMonth(year, month)) });
}

/** Whole calendar days from `from` to `to` (negative when `to` lies earlier). */
export function daysBetween(from: Day, to: Day): number | null {
  const a = parseDay(from);
  const b = parseDay(to);
  return a && b ? dayNumber(b) - dayNumber(a) : null;
}

/** Completed years from `birth` to `today`; a 29 February birthday is reached on 28 February in other years. */
export function wholeYears(birth: Day, today: Day): number | null {
  const b = parseDay(birth);
  const t = parseDay(today);
  if (!b || !t) return null;
  const anniversary = { year: t.year, month: b.month, day: Math.min(b.day, daysInMonth(t.year, b.month)) };
  return t.year - b.year - (dayNumber(anniversary) > dayNumber(t) ? 1 : 0);
}

/**
 * Whether the next anniversary (day and month) of `date` falls within the `days` days starting at `today`
 * (today included), wrapping past the year end. A 29 February date has its anniversary on 28 February in
 * other years.
 */
export function anniversaryWithin(date: Day, today: Day, days: number): boolean {
  const d = parseDay(date);
  const t = parseDay(today);
  if (!d || !t) return false;
  const on = (year: number) =>
    dayNumber({ year, month: d.month, day: Math.min(d.day, daysInMonth(year, d.month)) });
  const start = dayNumber(t);
  const next = on(t.year) >= start ? on(t.year) : on(t.year + 1);
  return next - start < days;
}
