import type { Bundle } from "../../../../../schemas";

/** The entity's display items that offer list options (list and tree fields): their rule values are option ids. */
export function optionItemIds(bundle: Bundle): Set<number> {
  return new Set(
    bundle.positions
      .flatMap((position) => position.display_items)
      .filter((item) => ["list", "tree"].includes(item.def_dossier_def_field?.def_field.type ?? ""))
      .map((item) => item.id),
  );
}
