import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { RecordViewProps } from "./RecordViewProps";

/** The view names of spec 3's link item setting `views`; 'list' is the records table itself. */
export type RecordViewName = "list" | "kanban" | "calendar" | "timeline" | "gantt";

/** The views other than the table, each loaded with React's lazy() when first shown. */
export const RECORD_VIEWS: Partial<
  Record<RecordViewName, LazyExoticComponent<ComponentType<RecordViewProps>>>
> = {
  kanban: lazy(() =>
    import("./kanban/components/KanbanView").then((module) => ({ default: module.KanbanView })),
  ),
  calendar: lazy(() =>
    import("./calendar/components/CalendarView").then((module) => ({ default: module.CalendarView })),
  ),
  timeline: lazy(() =>
    import("./timeline/components/TimelineView").then((module) => ({ default: module.TimelineView })),
  ),
  gantt: lazy(() => import("./gantt/components/GanttView").then((module) => ({ default: module.GanttView }))),
};
