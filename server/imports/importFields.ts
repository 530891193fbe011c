import type { CompiledItem, ViewModel } from "../../engine";
import { IMPORTABLE_TYPES } from "./cellValue";

/** A field a column can fill, as the mapping step offers it. */
export interface ImportField {
  id: number;
  label: string;
  type: string;
  required: boolean;
  multiple: boolean;
}

/** The items of the caller's edit view that a column can fill, in the form's order. */
export function importableItems(model: ViewModel): CompiledItem[] {
  return model.order
    .map((id) => model.items[id] as CompiledItem)
    .filter((item) => item.editable && IMPORTABLE_TYPES.has(item.type));
}

export const importField = (item: CompiledItem): ImportField => ({
  id: item.id,
  label: item.label || `#${item.id}`,
  type: item.type,
  required: item.required,
  multiple: item.multiple,
});

/** Letters and digits only, lower case, accents dropped: 'E-mail address ' and 'email_address' meet. */
const normal = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

/**
 * The item each column most likely fills, by its label, its link's name or its id: column index to
 * display item id, each item taken once.
 */
export function guessMapping(
  columns: readonly string[],
  items: readonly CompiledItem[],
): Record<string, number> {
  const mapping: Record<string, number> = {};
  const taken = new Set<number>();
  columns.forEach((column, index) => {
    const wanted = normal(column);
    if (wanted === "") return;
    const item = items.find(
      (candidate) =>
        !taken.has(candidate.id) &&
        [candidate.label, candidate.link?.name ?? "", String(candidate.id)].some(
          (name) => normal(name) === wanted,
        ),
    );
    if (item) {
      mapping[String(index)] = item.id;
      taken.add(item.id);
    }
  });
  return mapping;
}
