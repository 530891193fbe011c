import type { CompiledItem, ViewModel } from "../../../../../engine";
import type { Bundle } from "../../../../../schemas";

/**
 * The item of a view that holds the same field as a display item the entity's settings name (the settings
 * may name the item of another view): the item itself when the view has it, else the one of its field.
 */
export function editItemOf(bundle: Bundle, model: ViewModel, itemId: unknown): CompiledItem | undefined {
  if (typeof itemId !== "number") return undefined;
  const direct = model.items[String(itemId)];
  if (direct) return direct;
  const named = bundle.positions.flatMap((position) => position.display_items).find((i) => i.id === itemId);
  const fieldId = named?.def_dossier_def_field?.id;
  if (fieldId === undefined) return undefined;
  return Object.values(model.items).find((item) => item.key === `f${fieldId}`);
}
