/** The calendar's views (spec 2, calendar): month, week, work week and day. */
export type CalendarViewName = "month" | "week" | "work_week" | "day";
