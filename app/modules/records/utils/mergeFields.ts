import { type CompiledItem, isEmptyValue, type Values, type ViewModel } from "../../../../engine";

/** One field of the merge wizard: the two records' values, and which side may be chosen. */
export interface MergeField {
  item: CompiledItem;
  left: unknown;
  right: unknown;
  /** A formula field is recalculated, never chosen. */
  formula: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields whose values differ between the two records, in the edit view's order: editable data fields
 * (links are handled as a whole) and formula fields, which are shown but recalculated.
 */
export function mergeFields(model: ViewModel, left: Values, right: Values): MergeField[] {
  return model.order.flatMap((id) => {
    const item = model.items[id] as CompiledItem;
    const formula = item.type === "calc";
    if (item.link || (!item.editable && !formula)) return [];
    const a = left[id];
    const b = right[id];
    if (same(a, b) || (isEmptyValue(a) && isEmptyValue(b))) return [];
    return [{ item, left: a, right: b, formula }];
  });
}

/** The side a field starts with: the only filled one, else none (the user must choose). */
export function initialSide(field: MergeField): "left" | "right" | undefined {
  if (field.formula) return undefined;
  if (isEmptyValue(field.left)) return "right";
  if (isEmptyValue(field.right)) return "left";
  return undefined;
}
