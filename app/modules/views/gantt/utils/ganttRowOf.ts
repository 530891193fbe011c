import type { ListedRecord } from "../../../records/api/RecordListAnswer";
import type { GanttFields } from "./GanttFields";
import type { GanttRow } from "./GanttRow";

const dateOf = (value: unknown) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;

const idsOf = (value: unknown): number[] =>
  (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value])
    .map(Number)
    .filter(Number.isInteger);

/** A listed record's bar: its dates, progress, tags and resources read from the answered view's items. */
export function ganttRowOf(record: ListedRecord, fields: GanttFields): GanttRow {
  const value = (item: GanttFields["start"]) => (item ? record.content[item.id] : undefined);
  const start = dateOf(value(fields.start));
  const end = dateOf(value(fields.end));
  return {
    record,
    ...(start ? { start } : {}),
    ...(end ? { end } : {}),
    progress: value(fields.progress),
    tags: idsOf(value(fields.tags)),
    resources: idsOf(value(fields.resource)),
  };
}
