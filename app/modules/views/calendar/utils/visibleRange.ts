import { addDays, endOfMonth, endOfWeek, format, startOfDay, startOfMonth, startOfWeek } from "date-fns";
import type { CalendarViewName } from "./CalendarViewName";

const MONDAY = { weekStartsOn: 1 } as const;
const day = (date: Date) => format(date, "yyyy-MM-dd");

/** The first and last day (YYYY-MM-DD) a calendar view shows around a date: whole weeks for a month. */
export function visibleRange(date: Date, view: CalendarViewName): { start: string; end: string } {
  switch (view) {
    case "month":
      return {
        start: day(startOfWeek(startOfMonth(date), MONDAY)),
        end: day(endOfWeek(endOfMonth(date), MONDAY)),
      };
    case "week":
      return { start: day(startOfWeek(date, MONDAY)), end: day(endOfWeek(date, MONDAY)) };
    case "work_week": {
      const monday = startOfWeek(date, MONDAY);
      return { start: day(monday), end: day(addDays(monday, 4)) };
    }
    case "day":
      return { start: day(startOfDay(date)), end: day(startOfDay(date)) };
  }
}
