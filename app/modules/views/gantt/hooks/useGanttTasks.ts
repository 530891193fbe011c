import { useQueries } from "@tanstack/react-query";
import type { RecordListAnswer } from "../../../records/api/RecordListAnswer";
import { recordListKeys } from "../../../records/api/recordListKeys";
import { listGanttTasks } from "../api/listGanttTasks";
import type { GanttSetup } from "./useGanttSetup";

/** The tasks of each expanded project, asked when it is first expanded (spec 2 section 4). */
export function useGanttTasks(setup: GanttSetup | undefined, expanded: ReadonlySet<number>) {
  const ids = [...expanded];
  const results = useQueries({
    queries: ids.map((projectId) => ({
      queryKey: recordListKeys.ganttTasks(setup?.taskEntityId, projectId, setup?.tasks.view),
      queryFn: () =>
        listGanttTasks({
          taskEntityId: setup?.taskEntityId as number,
          projectId,
          linkId: setup?.taskLinkId as number,
          view: setup?.tasks.view as string,
          ...(setup?.tasks.start?.sortable ? { sortItem: setup.tasks.start.id } : {}),
        }),
      enabled: setup !== undefined,
    })),
  });
  const byProject = new Map<number, { data?: RecordListAnswer; pending: boolean; failed: boolean }>();
  ids.forEach((projectId, index) => {
    const result = results[index];
    byProject.set(projectId, {
      ...(result?.data ? { data: result.data } : {}),
      pending: result?.isPending ?? true,
      failed: result?.isError ?? false,
    });
  });
  return byProject;
}
