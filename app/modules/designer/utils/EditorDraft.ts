import type { DisplayItem, DisplayItemSettings } from "../../../../schemas";

/** What a new item shows, as its Field tab chooses: a data field or link, a block, or record metadata. */
export type ItemContent = "field" | "block" | "dossier_data";

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
  /** The Settings tab's choices; part of the draft, so the preview redraws with every change. */
  settings: DisplayItemSettings;
  /** Only for a new item (not saved yet): what it shows. */
  content?: ItemContent;
}
