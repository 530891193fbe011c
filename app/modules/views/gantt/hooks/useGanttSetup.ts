import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { compile, type ViewModel } from "../../../../../engine";
import { entityKeys } from "../../../designer/api/entityKeys";
import type { RecordViewProps } from "../../RecordViewProps";
import { getLink } from "../api/getLink";
import type { GanttFields } from "../utils/GanttFields";
import { ganttFieldsOf } from "../utils/ganttFieldsOf";
import { useBundle } from "./useBundle";

export interface GanttSetup {
  projectEntityId: number;
  taskEntityId: number;
  taskLinkId: number;
  projects: GanttFields;
  tasks: GanttFields;
  search: ViewModel;
  advancedSearch: ViewModel;
  /** Super or environment admin on the project and on the task entity. */
  projectAdmin: boolean;
  taskAdmin: boolean;
}

const idOf = (value: unknown) => (typeof value === "number" ? value : undefined);

/**
 * What a Gantt chart needs: the project entity (the view's entity, or in an embedded list the entity the
 * link starts from), its gantt settings, the task entity behind gantt_task_link (GET defdossierlink/{id})
 * and the views whose items hold the bars' values.
 */
export function useGanttSetup(entityId: number, embedded: RecordViewProps["embedded"]) {
  const embeddedLink = useQuery({
    queryKey: entityKeys.linkEnds(embedded?.linkId),
    queryFn: () => getLink(embedded?.linkId as number),
    enabled: embedded !== undefined,
    staleTime: 300_000,
  });
  const projectEntityId = embedded ? embeddedLink.data?.def_dossier_id : entityId;
  const project = useBundle(projectEntityId);
  const settings = (project.data?.entity.settings ?? {}) as Record<string, unknown>;
  const taskLinkId = idOf(settings.gantt_task_link);
  const taskLink = useQuery({
    queryKey: entityKeys.linkEnds(taskLinkId),
    queryFn: () => getLink(taskLinkId as number),
    enabled: taskLinkId !== undefined,
    staleTime: 300_000,
  });
  const taskEntityId = taskLink.data?.child_def_dossier_id;
  const task = useBundle(taskEntityId);

  const setup = useMemo<GanttSetup | undefined>(() => {
    if (!project.data || !task.data || projectEntityId === undefined || taskEntityId === undefined) return;
    if (taskLinkId === undefined) return;
    const s = (project.data.entity.settings ?? {}) as Record<string, unknown>;
    return {
      projectEntityId,
      taskEntityId,
      taskLinkId,
      projects: ganttFieldsOf(project.data, ["list", "edit"], {
        start: s.gantt_project_start,
        end: s.gantt_project_end,
        progress: s.gantt_project_progress,
        tags: s.gantt_tags,
      }),
      tasks: ganttFieldsOf(task.data, ["Gantt", "list", "edit"], {
        start: s.gantt_task_start,
        end: s.gantt_task_end,
        progress: s.gantt_task_progress,
        resource: s.gantt_task_resource,
      }),
      search: compile(project.data, "search"),
      advancedSearch: compile(project.data, "advanced-search"),
      projectAdmin: project.data.context.admin === true,
      taskAdmin: task.data.context.admin === true,
    };
  }, [project.data, task.data, projectEntityId, taskEntityId, taskLinkId]);

  const error = embeddedLink.error ?? project.error ?? taskLink.error ?? task.error;
  // Loaded, but no task link: the entity has no Gantt settings.
  const unset = project.data !== undefined && taskLinkId === undefined;
  return {
    setup,
    error,
    unset,
    retry: () => void [embeddedLink, project, taskLink, task].map((q) => q.refetch()),
  };
}
