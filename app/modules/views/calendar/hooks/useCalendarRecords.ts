import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { listRecords } from "../../../records/api/listRecords";
import type { RecordListAnswer } from "../../../records/api/RecordListAnswer";
import { recordListKeys } from "../../../records/api/recordListKeys";
import { type CalendarQueryOptions, calendarQuery } from "../utils/calendarQuery";

/**
 * The records of the shown days: the list view's values (the event dates) and, with a custom view, that
 * view's values for the same records from a second list call.
 */
export function useCalendarRecords(options: CalendarQueryOptions | undefined) {
  const { view, ...rest } = options ?? ({} as CalendarQueryOptions);
  const listed = useQuery({
    queryKey: recordListKeys.list(options ? calendarQuery(rest) : null),
    queryFn: () => listRecords(calendarQuery(rest)),
    placeholderData: keepPreviousData,
    enabled: options !== undefined,
  });
  const custom = useQuery<RecordListAnswer>({
    queryKey: recordListKeys.list(options && view ? calendarQuery({ ...rest, view }) : null),
    queryFn: () => listRecords(calendarQuery({ ...rest, view })),
    placeholderData: keepPreviousData,
    enabled: options !== undefined && view !== undefined,
  });
  return { listed, custom };
}
