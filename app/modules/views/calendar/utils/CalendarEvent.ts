import type { ListedRecord } from "../../../records/api/RecordListAnswer";

/** A record on the calendar (spec 2 section 3: start, end, title, allDay). */
export interface CalendarEvent {
  title: string;
  start: Date;
  end: Date;
  allDay: boolean;
  record: ListedRecord;
}
