import { activeFormatLocale } from "../../../../../widgets/formatLocale";
import { dayDate } from "./dayNumber";
import type { GanttMode } from "./GanttMode";

/** Pixels per day: a day column, a week of 12 px days, a month of 4 px days. */
const PX_PER_DAY: Record<GanttMode, number> = { Day: 32, Week: 12, Month: 4 };

/** One column of the chart's header: where it starts (days from the scale's first day) and how wide it is. */
export interface ScaleColumn {
  key: string;
  from: number;
  span: number;
  /** The day of the month (Day), the ISO week number (Week) or month and year (Month). */
  label: string;
  week?: number;
}

export interface GanttScale {
  /** The day number of the chart's first day. */
  first: number;
  days: number;
  pxPerDay: number;
  columns: ScaleColumn[];
}

function isoWeek(day: number): number {
  const date = new Date(day * 86_400_000);
  // The ISO week is the week of the Thursday in it.
  const thursday = day + 3 - ((date.getUTCDay() + 6) % 7);
  const year = new Date(thursday * 86_400_000).getUTCFullYear();
  const firstDay = Date.UTC(year, 0, 1) / 86_400_000;
  return Math.floor((thursday - firstDay) / 7) + 1;
}

function monthStart(day: number): number {
  const date = new Date(day * 86_400_000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 86_400_000;
}

function nextMonth(day: number): number {
  const date = new Date(day * 86_400_000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / 86_400_000;
}

/**
 * The chart's scale from the first to the last day shown (day numbers), widened to whole weeks or months
 * in those modes, with one header column per day, ISO week (Monday first) or month.
 */
export function ganttScale(mode: GanttMode, from: number, to: number): GanttScale {
  const last = Math.max(from, to);
  const columns: ScaleColumn[] = [];
  let first = from;
  let end = last + 1;
  if (mode === "Day") {
    for (let day = first; day < end; day++) {
      columns.push({
        key: dayDate(day),
        from: day - first,
        span: 1,
        label: String(Number(dayDate(day).slice(8))),
      });
    }
  } else if (mode === "Week") {
    first = from - ((new Date(from * 86_400_000).getUTCDay() + 6) % 7);
    end = first + Math.ceil((last + 1 - first) / 7) * 7;
    for (let day = first; day < end; day += 7) {
      const week = isoWeek(day);
      columns.push({ key: dayDate(day), from: day - first, span: 7, label: String(week), week });
    }
  } else {
    first = monthStart(from);
    end = nextMonth(last);
    // Month names in the interface language ("Feb 2026", "feb 2026").
    const monthFormat = new Intl.DateTimeFormat(activeFormatLocale(), {
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    for (let day = first; day < end; day = nextMonth(day)) {
      columns.push({
        key: dayDate(day),
        from: day - first,
        span: nextMonth(day) - day,
        label: monthFormat.format(new Date(day * 86_400_000)),
      });
    }
  }
  return { first, days: end - first, pxPerDay: PX_PER_DAY[mode], columns };
}
