import { RECORD_VIEWS, type RecordViewName } from "../recordViews";

const isSet = (value: unknown) => value !== undefined && value !== null && value !== "";

/** Whether an entity's settings configure a view (one of its fields is enough: the view names what is missing). */
const CONFIGURED: Record<Exclude<RecordViewName, "list">, (settings: Record<string, unknown>) => boolean> = {
  kanban: (s) => isSet(s.kanban_list_field) || isSet(s.kanban_search_field),
  calendar: (s) => isSet(s.calendar_date_field) || isSet(s.calendar_date_list_field),
  timeline: (s) => isSet(s.timeline_field),
  gantt: (s) => isSet(s.gantt_task_link) || isSet(s.gantt_project_start),
};

/** The views of an entity's list page: the table, then each view the entity's settings configure. */
export function entityViews(settings: Record<string, unknown>): RecordViewName[] {
  const others = (Object.keys(CONFIGURED) as Exclude<RecordViewName, "list">[]).filter(
    (view) => RECORD_VIEWS[view] !== undefined && CONFIGURED[view](settings),
  );
  return ["list", ...others];
}
