import type { ViewKind } from "./model";

/** The view kind of a view name; custom view names are read-only views. */
export function viewKind(view: string): ViewKind {
  switch (view) {
    case "edit":
    case "show/edit":
    case "row_input":
      return "edit";
    case "list":
      return "list";
    case "search":
    case "advanced-search":
      return "search";
    default:
      return "show";
  }
}

/**
 * The item views a view draws from, most specific first. Items placed in "show/edit" serve the detail page
 * in both of its modes, so they also fill the show and edit views.
 */
export function sourceViews(view: string): string[] {
  if (view === "show" || view === "edit") return [view, "show/edit"];
  return [view];
}
