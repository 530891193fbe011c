import type { Bundle } from "../../../../schemas";

/** The views the preview offers: edit, show, list, search, then each custom view of the entity. */
export function designerViews(bundle: Bundle): string[] {
  const custom = (bundle.custom_views ?? []).map((view) => view.viewName);
  return [...new Set(["edit", "show", "list", "search", ...custom])];
}
