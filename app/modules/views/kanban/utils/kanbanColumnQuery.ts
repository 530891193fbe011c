import type { ListState } from "../../../records/state/ListState";
import { listQuery } from "../../../records/utils/listQuery";
import type { RecordViewProps } from "../../RecordViewProps";
import { KANBAN_PAGE_SIZE } from "./KANBAN_PAGE_SIZE";

export interface KanbanColumnQueryOptions {
  entityId: number;
  /** The kanban search field: the search item whose filter picks a column's records. */
  searchField: number;
  /** The column's list option. */
  optionId: number;
  page: number;
  /** The board's search filters and archive choice. */
  state: ListState;
  /** The kanban custom view, whose items the cards show (else the list view's). */
  customView?: string;
  embedded?: RecordViewProps["embedded"];
}

/**
 * The list call of one kanban column (spec 2 section 7: page size 50 per column): the board's filters with
 * the search field set to the column's option, the custom view's values, a record's children when embedded.
 */
export function kanbanColumnQuery(options: KanbanColumnQueryOptions): Record<string, unknown> {
  const { entityId, searchField, optionId, page, state, customView, embedded } = options;
  const query = listQuery({ entityId, state: { ...state, limit: KANBAN_PAGE_SIZE, page, sort: null } });
  // The column decides the search field's value, whatever the search panel holds for it.
  for (const suffix of ["", "[]", "_type", "_end"]) delete query[`${searchField}${suffix}`];
  query[searchField] = String(optionId);
  if (customView) query.view = customView;
  if (embedded) {
    query.dossierId = embedded.parentId;
    query.linkId = embedded.linkId;
  }
  return query;
}
