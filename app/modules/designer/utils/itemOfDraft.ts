import type { DisplayItem } from "../../../../schemas";
import type { EditorDraft } from "./EditorDraft";
import { layoutNumber } from "./layoutNumber";

/** The item as the draft would save it; layout entries that are not valid keep their saved value. */
export function itemOfDraft(draft: EditorDraft): DisplayItem {
  const { item } = draft;
  return {
    ...item,
    view: draft.view.trim() === "" ? item.view : draft.view,
    translations: draft.translations.filter((translation) => translation.name.trim() !== ""),
    col: layoutNumber(draft.col, 12) ?? item.col,
    colspan: layoutNumber(draft.colspan, 12) ?? item.colspan,
    rank: layoutNumber(draft.rank) ?? item.rank,
    rowspan: layoutNumber(draft.rowspan) ?? item.rowspan ?? 0,
    permissions_type: draft.permissionsType === "" ? null : draft.permissionsType,
    roles: draft.roles,
    settings: draft.settings,
  };
}
