import type { RecordViewProps } from "../../RecordViewProps";

/** The most records the list call answers at once. */
const LIMIT = 200;

export interface CalendarQueryOptions {
  entityId: number;
  /** The calendar date field: the search item filtered on the shown days. */
  dateField: number;
  range: { start: string; end: string };
  /** A custom view whose values the events show (a second call asks for them). */
  view?: string;
  embedded?: RecordViewProps["embedded"];
}

/**
 * The calendar's list call (spec 2 section 7): the records whose date field lies between the first and the
 * last shown day (`{id}_type=between`, `{id}_end`), a record's children when embedded.
 */
export function calendarQuery({ entityId, dateField, range, view, embedded }: CalendarQueryOptions) {
  const query: Record<string, unknown> = {
    defDossier: entityId,
    limit: LIMIT,
    page: 1,
    labels: 1,
    [dateField]: range.start,
    [`${dateField}_type`]: "between",
    [`${dateField}_end`]: range.end,
  };
  if (view) query.view = view;
  if (embedded) {
    query.dossierId = embedded.parentId;
    query.linkId = embedded.linkId;
  }
  return query;
}
