/**
 * Whether a task's new dates fall outside its project's range (ISO dates compare as text), and the range
 * the project needs to hold them. A project without both dates has no range to leave.
 */
export function outsideProject(
  project: { start?: string; end?: string },
  task: { start: string; end: string },
): { start: string; end: string } | undefined {
  if (!project.start || !project.end) return undefined;
  if (task.start >= project.start && task.end <= project.end) return undefined;
  return {
    start: task.start < project.start ? task.start : project.start,
    end: task.end > project.end ? task.end : project.end,
  };
}
