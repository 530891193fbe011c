import type { Bundle } from "../../../../../schemas";
import { viewItems } from "../../utils/viewItems";
import type { ItemChoice } from "./ItemChoice";

/** The data field items of a view, of the given field types (any type when none are given). */
export function itemChoices(
  bundle: Bundle | undefined,
  locale: string,
  view: string,
  types?: readonly string[],
): ItemChoice[] {
  if (!bundle) return [];
  return viewItems(bundle, view, locale)
    .filter(({ item }) => {
      const type = item.def_dossier_def_field?.def_field.type;
      return type !== undefined && (!types || types.includes(type));
    })
    .map(({ item, label }) => ({
      id: item.id,
      label: label || item.def_dossier_def_field?.name || `#${item.id}`,
    }));
}
