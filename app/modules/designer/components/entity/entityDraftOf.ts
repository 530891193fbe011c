import { roleIds } from "../../../../../engine";
import type { Entity } from "../../../../../schemas";
import { ENTITY_ITEM_SETTINGS } from "./ENTITY_ITEM_SETTINGS";
import type { EntityDraft, ItemSettingKey, ViewSettingKey } from "./EntityDraft";

const VIEW_KEYS: ViewSettingKey[] = ["kanban_custom_view", "timeline_custom_view", "calendar_custom_view"];

/** The editor's starting state: the saved entity (or a new one) with a translation per language offered. */
export function entityDraftOf(entity: Entity | undefined, cultures: string[]): EntityDraft {
  const settings = (entity?.settings ?? {}) as Record<string, unknown>;
  const saved = entity?.translations ?? [];
  const allCultures = [...new Set([...cultures, ...saved.map((entry) => entry.culture)])];
  const items = Object.fromEntries(
    Object.values(ENTITY_ITEM_SETTINGS)
      .flat()
      .map((key) => [key, typeof settings[key] === "number" ? (settings[key] as number) : null]),
  ) as Record<ItemSettingKey, number | null>;
  const views = Object.fromEntries(
    VIEW_KEYS.map((key) => [key, typeof settings[key] === "string" ? (settings[key] as string) : ""]),
  ) as Record<ViewSettingKey, string>;
  const sidebar = settings.layout_sidebar;
  return {
    translations: allCultures.map((culture) => {
      const found = saved.find((entry) => entry.culture === culture);
      return { culture, name_singular: found?.name_singular ?? "", name_plural: found?.name_plural ?? "" };
    }),
    type: entity?.type ?? "main",
    rank: entity?.rank === undefined ? "" : String(entity.rank),
    archiveable: entity?.archiveable ?? false,
    searchFirst: entity?.disable_immediate_search === true,
    visibilityRoles: roleIds(entity?.visibility_roles),
    addContinue: settings.add_continue === true,
    detailLayout: settings.detail_layout === "vertical" ? "vertical" : "default",
    layoutSidebar: typeof sidebar === "string" || typeof sidebar === "number" ? String(sidebar) : "",
    hiddenFields: Array.isArray(settings.hiddenfields) ? (settings.hiddenfields as number[]) : [],
    calendarDefault:
      settings.calendar_default === "week" || settings.calendar_default === "month"
        ? settings.calendar_default
        : "",
    items,
    views,
  };
}
