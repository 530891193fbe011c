import type { CompiledItem } from "../../../engine";

/** What every record view (list, kanban, calendar, timeline, Gantt) is given. */
export interface RecordViewProps {
  /** The entity whose records the view shows. */
  entityId: number;
  /**
   * Set when the view sits in a record's embedded list (spec 2, embedded lists): the link item, the parent
   * record and whether it is archived (no adding then).
   */
  embedded?: { item: CompiledItem; parentId: number; linkId: number; parentArchived: boolean };
}
