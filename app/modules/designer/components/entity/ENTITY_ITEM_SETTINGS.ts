/**
 * The entity settings that name one display item (or, for gantt_task_link, a link), by the tab that edits
 * them; "task" items belong to the entity the Gantt task link leads to.
 */
export const ENTITY_ITEM_SETTINGS = {
  kanban: ["kanban_search_field", "kanban_list_field"],
  calendar: [
    "calendar_date_field",
    "calendar_date_list_field",
    "calendar_date_list_field_end",
    "calendar_edit_start",
    "calendar_edit_end",
  ],
  timeline: ["timeline_field", "timeline_desc_field"],
  gantt: [
    "gantt_task_link",
    "gantt_project_start",
    "gantt_project_end",
    "gantt_project_progress",
    "gantt_task_start",
    "gantt_task_end",
    "gantt_task_progress",
    "gantt_tags",
    "gantt_task_resource",
  ],
} as const;
