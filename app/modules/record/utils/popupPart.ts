import type { CompiledItem } from "../../../../engine";

/**
 * What a popup_tab_or_view action button shows of the record: its popup_custom_view (a custom view name)
 * or its popup_view (a display position, a tab); neither set shows the whole edit or show view.
 */
export function popupPart(item: CompiledItem): { customView?: string; positionId?: number } {
  const { popup_custom_view: customView, popup_view: view } = item.settings;
  if (typeof customView === "string" && customView.trim() !== "") return { customView };
  const positionId = Number(view);
  return Number.isInteger(positionId) && positionId > 0 ? { positionId } : {};
}
