import type { QueryKey } from "@tanstack/react-query";

const root = "recordList";

/**
 * React Query keys of every answer that lists records: lists, kanban columns, calendars, dashboard list
 * blocks (by their list call's parameters), timelines and Gantt tasks. All start with one root, so a save
 * refreshes them all with one invalidation of `all`.
 */
export const recordListKeys = {
  all: [root] as const,
  /** A list call (GET /contentdossier) by its parameters; null while they are not known yet. */
  list: (parameters: Record<string, unknown> | null) => [root, parameters] as const,
  timeline: (
    entityId: number,
    field: number | undefined,
    view: string | undefined,
    parent?: number,
    link?: number,
  ) => [root, "timeline", entityId, field, view, parent, link] as const,
  ganttTasks: (taskEntityId: number | undefined, projectId: number, view: string | undefined) =>
    [root, "ganttTasks", taskEntityId, projectId, view] as const,
};

/** Whether a key is a list call of the entity's records (its parameters name it as defDossier). */
export function listsEntity(key: QueryKey, entityId: number): boolean {
  if (key[0] !== root || typeof key[1] !== "object" || key[1] === null) return false;
  return Number((key[1] as { defDossier?: unknown }).defDossier) === entityId;
}
