/** Task names in the Gantt chart are cut at 15 characters (spec 2 section 9). */
export const TASK_NAME_LENGTH = 15;

/** A name cut at `length` characters, an ellipsis marking that there was more. */
export function cutName(name: string, length = TASK_NAME_LENGTH): string {
  const characters = [...name];
  return characters.length > length ? `${characters.slice(0, length).join("")}…` : name;
}
