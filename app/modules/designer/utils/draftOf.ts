import { roleIds } from "../../../../engine";
import type { DisplayItem } from "../../../../schemas";
import type { EditorDraft, PermissionsChoice } from "./EditorDraft";

/** The editor's starting state for a saved item. */
export function draftOf(item: DisplayItem, positionId: number): EditorDraft {
  const type = item.permissions_type;
  const permissionsType: PermissionsChoice =
    type === "INCLUDE_SELECTED_ROLES" || type === "EXCLUDE_SELECTED_ROLES" ? type : "";
  return {
    item,
    positionId,
    view: item.view,
    translations: item.translations.map((translation) => ({ ...translation })),
    col: String(item.col),
    colspan: String(item.colspan),
    rank: String(item.rank),
    rowspan: String(item.rowspan ?? 0),
    permissionsType,
    roles: roleIds(item.roles),
    settings: structuredClone(item.settings ?? {}),
  };
}
