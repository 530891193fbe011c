import type { DisplayItem } from "../../../../schemas";

export type PermissionsChoice = "" | "INCLUDE_SELECTED_ROLES" | "EXCLUDE_SELECTED_ROLES";

/** The display field editor's unsaved state of one item; numbers stay text so a wrong entry can be shown. */
export interface EditorDraft {
  item: DisplayItem;
  positionId: number;
  view: string;
  translations: DisplayItem["translations"];
  col: string;
  colspan: string;
  rank: string;
  rowspan: string;
  permissionsType: PermissionsChoice;
  roles: number[];
}
