import { addDays, parseISO } from "date-fns";
import type { ListedRecord } from "../../../records/api/RecordListAnswer";
import { recordLabelOf } from "../../../records/utils/recordLabelOf";
import type { CalendarEvent } from "./CalendarEvent";

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The events of listed records: from the start item's value to the end item's (or the start); a date
 * without time is a whole day, its end the day after the last (the calendar's ends are exclusive).
 */
export function eventsOf(records: ListedRecord[], startItem: number, endItem?: number): CalendarEvent[] {
  return records.flatMap((record) => {
    const start = record.content[startItem];
    if (typeof start !== "string" || start === "") return [];
    const endValue = endItem === undefined ? undefined : record.content[endItem];
    const end = typeof endValue === "string" && endValue !== "" ? endValue : start;
    const allDay = DATE_ONLY.test(start);
    const startDate = parseISO(start);
    let endDate = parseISO(end);
    if (DATE_ONLY.test(end)) endDate = addDays(endDate, 1);
    if (Number.isNaN(startDate.getTime())) return [];
    if (Number.isNaN(endDate.getTime()) || endDate < startDate) endDate = startDate;
    return [{ title: recordLabelOf(record), start: startDate, end: endDate, allDay, record }];
  });
}
