import type { CompiledItem, ViewModel } from "../../../../../engine";

/** The items of the view a Gantt list call answers with that hold a bar's dates, progress, tags and resources. */
export interface GanttFields {
  /** The view asked for (`view` of the list call) and its compiled model. */
  view: string;
  model: ViewModel;
  start?: CompiledItem;
  end?: CompiledItem;
  progress?: CompiledItem;
  tags?: CompiledItem;
  resource?: CompiledItem;
}

export type GanttRole = "start" | "end" | "progress" | "tags" | "resource";
