import type { Bundle, DisplayItem } from "../../../../schemas";
import { draftOf } from "./draftOf";
import type { EditorDraft } from "./EditorDraft";
import { nextRank } from "./nextRank";

/** The id a new item has in the preview until the server gives it one. */
export const NEW_ITEM_ID = -1;

/**
 * A new item for a view and position (spec 3-designer section 4): col 1, rowspan 12, colspan 4, rank one
 * above the highest of the items of that view in that position; it shows a data field or link until chosen
 * otherwise.
 */
export function newItemDraft(bundle: Bundle, view: string, positionId: number): EditorDraft {
  const item: DisplayItem = {
    id: NEW_ITEM_ID,
    uuid: crypto.randomUUID(),
    view,
    rank: nextRank(bundle, view, positionId),
    col: 1,
    colspan: 4,
    rowspan: 12,
    translations: [],
    permissions_type: null,
    roles: [],
    settings: {},
    def_dossier_def_field: null,
    def_dossier_link: null,
  };
  return { ...draftOf(item, positionId), content: "field" };
}
