import { TZDate } from "@date-fns/tz";
import { addDays, addMonths, addWeeks, addYears, format } from "date-fns";
import { isIsoDate, toStoredDateTime } from "../../engine/fields/dates";

/** Inserts the mask's separators while digits are typed: dd-mm-yyyy, and with time dd-mm-yyyy hh:mm. */
export function maskDate(text: string, withTime: boolean): string {
  const digits = text.replace(/\D/g, "").slice(0, withTime ? 12 : 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)];
  let masked = parts.filter((part) => part !== "").join("-");
  if (withTime && digits.length > 8) {
    const time = [digits.slice(8, 10), digits.slice(10, 12)].filter((part) => part !== "").join(":");
    masked += ` ${time}`;
  }
  return masked;
}

const FULL_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;
const FULL_DATE_TIME = /^(\d{2})-(\d{2})-(\d{4}) ([01]\d|2[0-3]):([0-5]\d)$/;

/** The stored value of a complete masked text (ISO date, or UTC date-time of a time in `zone`), else undefined. */
export function parseMasked(text: string, withTime: boolean, zone: string): string | undefined {
  const match = (withTime ? FULL_DATE_TIME : FULL_DATE).exec(text);
  if (!match) return undefined;
  const [, day, month, year, hour, minute] = match;
  const iso = `${year}-${month}-${day}`;
  if (!isIsoDate(iso)) return undefined;
  if (!withTime) return iso;
  const moment = new TZDate(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), zone);
  return toStoredDateTime(new Date(moment.getTime()));
}

/** A stored value as the mask writes it, in `zone` for date-times. */
export function maskedText(value: unknown, withTime: boolean, zone: string): string {
  if (typeof value !== "string" || value === "") return "";
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year, month, day] = value.split("-");
    return `${day}-${month}-${year}`;
  }
  const moment = /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(moment)) return "";
  return format(new TZDate(moment, zone), withTime ? "dd-MM-yyyy HH:mm" : "dd-MM-yyyy");
}

export interface DeadlineRule {
  number: number;
  /** day, week, month or year. */
  type: string;
  when: string;
  color?: string;
}

const SHIFT = { day: addDays, week: addWeeks, month: addMonths, year: addYears } as const;

/**
 * The colour of a date by its deadline reminders: a rule applies from `number type` before (or after) the
 * date onwards; of the rules that apply, the one that started last wins.
 */
export function deadlineColor(
  isoDay: string,
  rules: readonly DeadlineRule[],
  today: string,
): string | undefined {
  const date = new Date(`${isoDay}T00:00:00Z`);
  let best: { from: string; color: string } | undefined;
  for (const rule of rules) {
    const shift = SHIFT[rule.type as keyof typeof SHIFT];
    if (!rule.color || !shift) continue;
    const offset = rule.when === "before" ? -rule.number : rule.number;
    const from = shift(date, offset).toISOString().slice(0, 10);
    if (from <= today && (!best || from > best.from)) best = { from, color: rule.color };
  }
  return best?.color;
}

/** Whole days from today to a date (negative in the past). */
export function daysFrom(today: string, isoDay: string): number {
  return Math.round((Date.parse(`${isoDay}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
