import type { BaseField, Bundle } from "../../../../schemas";

/** The bundle with one base field changed in every display item that places it. */
export function mapBaseField(
  bundle: Bundle,
  baseFieldId: number,
  change: (field: BaseField) => BaseField,
): Bundle {
  return {
    ...bundle,
    positions: bundle.positions.map((position) => ({
      ...position,
      display_items: position.display_items.map((item) => {
        const field = item.def_dossier_def_field;
        if (!field || field.def_field.id !== baseFieldId) return item;
        return { ...item, def_dossier_def_field: { ...field, def_field: change(field.def_field) } };
      }),
    })),
  };
}
