import type { ListedRecord } from "../../../records/api/RecordListAnswer";

/** A project or task as the chart draws it (spec 3, Gantt item). */
export interface GanttRow {
  record: ListedRecord;
  /** Dates as YYYY-MM-DD. */
  start?: string;
  end?: string;
  progress?: unknown;
  tags: number[];
  resources: number[];
}
