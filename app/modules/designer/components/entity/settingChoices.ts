import type { Bundle } from "../../../../../schemas";
import type { ItemSettingKey } from "./EntityDraft";
import type { ItemChoice } from "./ItemChoice";
import { itemChoices } from "./itemChoices";
import { linkChoices } from "./linkChoices";

const LISTS = ["list", "tree"];
const DATES = ["date"];
const NUMBERS = ["amount", "calc"];

/**
 * What each item setting offers: the kanban reads its list field from the search and list views, the
 * timeline and calendar their dates from the list (and search, edit) views as those pages do; the Gantt's
 * task settings name items of the entity its task link leads to.
 */
export function settingChoices(
  bundle: Bundle | undefined,
  taskBundle: Bundle | undefined,
  locale: string,
): Record<ItemSettingKey, ItemChoice[]> {
  const of = (view: string, types?: readonly string[]) => itemChoices(bundle, locale, view, types);
  const task = (types?: readonly string[]) => itemChoices(taskBundle, locale, "edit", types);
  return {
    kanban_search_field: of("search", LISTS),
    kanban_list_field: of("list", LISTS),
    calendar_date_field: of("search", DATES),
    calendar_date_list_field: of("list", DATES),
    calendar_date_list_field_end: of("list", DATES),
    calendar_edit_start: of("edit", DATES),
    calendar_edit_end: of("edit", DATES),
    timeline_field: of("list", DATES),
    timeline_desc_field: of("list"),
    gantt_task_link: linkChoices(bundle, locale).map(({ id, label }) => ({ id, label })),
    gantt_project_start: of("edit", DATES),
    gantt_project_end: of("edit", DATES),
    gantt_project_progress: of("edit", NUMBERS),
    gantt_task_start: task(DATES),
    gantt_task_end: task(DATES),
    gantt_task_progress: task(NUMBERS),
    gantt_tags: task(LISTS),
    gantt_task_resource: task(["user"]),
  };
}
