import type { Bundle, ListOption } from "../../../../schemas";

/**
 * The bundle with the options of one base field replaced, in every display item that places it; the engine
 * reads an item's own options first and its base field's otherwise, so both are replaced.
 */
export function mapListOptions(
  bundle: Bundle,
  baseFieldId: number,
  change: (options: ListOption[]) => ListOption[],
): Bundle {
  return {
    ...bundle,
    positions: bundle.positions.map((position) => ({
      ...position,
      display_items: position.display_items.map((item) => {
        const field = item.def_dossier_def_field;
        if (!field || field.def_field.id !== baseFieldId) return item;
        const options = change(field.def_field_lists ?? field.def_field.def_field_lists ?? []);
        return {
          ...item,
          def_dossier_def_field: {
            ...field,
            def_field_lists: options,
            def_field: { ...field.def_field, def_field_lists: options },
          },
        };
      }),
    })),
  };
}
