/**
 * The view the detail page's sidebar shows: the one the entity's layout_sidebar names, or the show view
 * (drawing on the show/edit items) when the setting is a number; none without the setting.
 */
export function sidebarViewOf(setting: unknown): string | undefined {
  if (typeof setting === "number" || (typeof setting === "string" && /^\d+$/.test(setting))) return "show";
  if (typeof setting === "string" && setting.trim() !== "" && setting !== "edit") return setting;
  return undefined;
}
