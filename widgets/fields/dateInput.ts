import { TZDate } from "@date-fns/tz";
import { addDays, addMonths, addWeeks, addYears, format } from "date-fns";
import { isIsoDate, toStoredDateTime } from "../../engine";

type DatePart = "day" | "month" | "year";

/** How a locale writes a date in digits: the order of day, month and year, and what stands between them. */
export interface DatePattern {
  order: readonly DatePart[];
  separator: string;
}

/** Dutch, the data's own notation: dd-mm-yyyy. */
export const dutchPattern: DatePattern = { order: ["day", "month", "year"], separator: "-" };

const patterns = new Map<string, DatePattern>();

/** The digit pattern of a locale's dates, from Intl's own parts ("en-GB" dd/mm/yyyy, "de-DE" dd.mm.yyyy). */
export function datePatternOf(locale: string): DatePattern {
  let pattern = patterns.get(locale);
  if (!pattern) {
    const parts = new Intl.DateTimeFormat(locale, {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      timeZone: "UTC",
    }).formatToParts(Date.UTC(2026, 2, 1));
    const order = parts
      .map((part) => part.type)
      .filter((type): type is DatePart => type === "day" || type === "month" || type === "year");
    // Bidirectional marks and spaces around the separator are not typed.
    const separator = parts.find((part) => part.type === "literal")?.value.replace(/[\s\u200e\u200f]/g, "");
    pattern = order.length === 3 && separator ? { order, separator } : dutchPattern;
    patterns.set(locale, pattern);
  }
  return pattern;
}

const DIGITS: Record<DatePart, number> = { day: 2, month: 2, year: 4 };

/** The placeholder of a pattern from the letters of each part ("dd-mm-yyyy", "TT.MM.JJJJ hh:mm"). */
export function datePlaceholder(
  pattern: DatePattern,
  letters: Record<DatePart, string> & { time: string },
  withTime: boolean,
): string {
  const date = pattern.order.map((part) => letters[part]).join(pattern.separator);
  return withTime ? `${date} ${letters.time}` : date;
}

/** Inserts the pattern's separators while digits are typed (dd-mm-yyyy, with time dd-mm-yyyy hh:mm). */
export function maskDate(text: string, withTime: boolean, pattern: DatePattern = dutchPattern): string {
  const digits = text.replace(/\D/g, "").slice(0, withTime ? 12 : 8);
  const parts: string[] = [];
  let at = 0;
  for (const part of pattern.order) {
    parts.push(digits.slice(at, at + DIGITS[part]));
    at += DIGITS[part];
  }
  let masked = parts.filter((part) => part !== "").join(pattern.separator);
  if (withTime && digits.length > 8) {
    const time = [digits.slice(8, 10), digits.slice(10, 12)].filter((part) => part !== "").join(":");
    masked += ` ${time}`;
  }
  return masked;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** The day, month and year of a complete masked date (with its time), by the pattern's order. */
function partsOf(text: string, withTime: boolean, pattern: DatePattern) {
  const date = pattern.order.map((part) => `(\\d{${DIGITS[part]}})`).join(escaped(pattern.separator));
  const match = new RegExp(`^${date}${withTime ? " ([01]\\d|2[0-3]):([0-5]\\d)" : ""}$`).exec(text);
  if (!match) return undefined;
  const found = Object.fromEntries(pattern.order.map((part, index) => [part, match[index + 1] as string]));
  return { day: found.day, month: found.month, year: found.year, hour: match[4], minute: match[5] };
}

/** The stored value of a complete masked text (ISO date, or UTC date-time of a time in `zone`), else undefined. */
export function parseMasked(
  text: string,
  withTime: boolean,
  zone: string,
  pattern: DatePattern = dutchPattern,
): string | undefined {
  const parts = partsOf(text, withTime, pattern);
  if (!parts) return undefined;
  const { day, month, year, hour, minute } = parts;
  const iso = `${year}-${month}-${day}`;
  if (!isIsoDate(iso)) return undefined;
  if (!withTime) return iso;
  const moment = new TZDate(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), zone);
  return toStoredDateTime(new Date(moment.getTime()));
}

/** A stored value as the mask writes it, in `zone` for date-times. */
export function maskedText(
  value: unknown,
  withTime: boolean,
  zone: string,
  pattern: DatePattern = dutchPattern,
): string {
  if (typeof value !== "string" || value === "") return "";
  const moment = /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : Number.NaN;
  const isDate = /^\d{4}-\d{2}-\d{2}$/.test(value);
  if (!isDate && Number.isNaN(moment)) return "";
  const stamp = isDate ? value : format(new TZDate(moment, zone), "yyyy-MM-dd HH:mm");
  const [year = "", month = "", day = ""] = stamp.slice(0, 10).split("-");
  const digits: Record<DatePart, string> = { day, month, year };
  const date = pattern.order.map((part) => digits[part]).join(pattern.separator);
  return withTime && !isDate ? `${date} ${stamp.slice(11)}` : date;
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
