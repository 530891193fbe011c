import type { t as translate } from "../../../../locales";

/** A view's name for people: the fixed views translated, custom views by their own name. */
export function viewLabel(view: string, t: typeof translate): string {
  switch (view) {
    case "edit":
      return t("Edit");
    case "show":
      return t("Show");
    case "show/edit":
      return t("Show and edit");
    case "list":
      return t("List");
    case "search":
      return t("Search");
    case "advanced-search":
      return t("Advanced search");
    case "summary":
      return t("Summary");
    case "row_input":
      return t("Row input");
    default:
      return view;
  }
}
