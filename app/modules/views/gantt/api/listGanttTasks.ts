import { api } from "../../../../api/apiClient";
import type { RecordListAnswer } from "../../../records/api/RecordListAnswer";

/** Gantt tasks are asked 100 at a time (spec 2 section 9). */
export const GANTT_TASK_LIMIT = 100;

/** GET /dossier: a project's tasks through the task link, in the task entity's Gantt view. */
export function listGanttTasks(options: {
  taskEntityId: number;
  projectId: number;
  linkId: number;
  view: string;
  sortItem?: number;
}): Promise<RecordListAnswer> {
  const { taskEntityId, projectId, linkId, view, sortItem } = options;
  return api<RecordListAnswer>("/dossier", {
    query: {
      defDossier: taskEntityId,
      limit: GANTT_TASK_LIMIT,
      embedded: projectId,
      linkId,
      view,
      labels: 1,
      ...(sortItem !== undefined ? { "sort[]": [sortItem], "sortOrder[]": ["ASC"] } : {}),
    },
  });
}
