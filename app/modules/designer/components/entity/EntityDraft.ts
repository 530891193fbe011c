import type { ENTITY_ITEM_SETTINGS } from "./ENTITY_ITEM_SETTINGS";

export type ItemSettingKey = (typeof ENTITY_ITEM_SETTINGS)[keyof typeof ENTITY_ITEM_SETTINGS][number];
export type ViewSettingKey = "kanban_custom_view" | "timeline_custom_view" | "calendar_custom_view";

/** The entity editor's unsaved state; the rank stays text so a wrong entry can be shown. */
export interface EntityDraft {
  /** One entry per language offered, possibly empty. */
  translations: { culture: string; name_singular: string; name_plural: string }[];
  type: string;
  rank: string;
  archiveable: boolean;
  /** The list waits for a search before it loads (disable_immediate_search). */
  searchFirst: boolean;
  visibilityRoles: number[];
  addContinue: boolean;
  detailLayout: "default" | "vertical";
  /** A view name, or empty for no sidebar. */
  layoutSidebar: string;
  hiddenFields: number[];
  calendarDefault: "" | "week" | "month";
  items: Record<ItemSettingKey, number | null>;
  views: Record<ViewSettingKey, string>;
}
