import type { CompiledItem, ViewModel } from "../../engine";
import type { FieldMode } from "../types";

/** The widget mode of an item in a view: read-only items of an edit view show their value. */
export function modeOf(model: ViewModel, item: CompiledItem): FieldMode {
  if (model.view === "advanced-search") return "advanced-search";
  switch (model.kind) {
    case "search":
      return "search";
    case "list":
      return "list";
    case "edit":
      return item.editable ? "edit" : "show";
    default:
      return "show";
  }
}
