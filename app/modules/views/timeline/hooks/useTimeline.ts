import { useInfiniteQuery } from "@tanstack/react-query";
import { recordListKeys } from "../../../records/api/recordListKeys";
import type { RecordViewProps } from "../../RecordViewProps";
import { listTimelinePage } from "../api/listTimelinePage";
import { timelineQuery } from "../utils/timelineQuery";

/** The timeline's pages, one more each time the user asks, until the server's pager has no more. */
export function useTimeline(options: {
  entityId: number;
  timelineField: number | undefined;
  customView: string | undefined;
  embedded: RecordViewProps["embedded"];
}) {
  const { entityId, timelineField, customView, embedded } = options;
  return useInfiniteQuery({
    queryKey: recordListKeys.timeline(
      entityId,
      timelineField,
      customView,
      embedded?.parentId,
      embedded?.linkId,
    ),
    queryFn: ({ pageParam }) =>
      listTimelinePage(timelineQuery(entityId, timelineField as number, pageParam, embedded), customView),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pager.current < last.pager.pages ? last.pager.current + 1 : undefined),
    enabled: timelineField !== undefined,
  });
}
