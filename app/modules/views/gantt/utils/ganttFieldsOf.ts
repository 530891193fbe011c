import { type CompiledItem, compile, fieldKeyOf, type ViewModel } from "../../../../../engine";
import type { Bundle } from "../../../../../schemas";
import type { GanttFields, GanttRole } from "./GanttFields";

/** The field key (f12, l3) of a display item of the bundle, whichever view it is placed in. */
function keyOfItem(bundle: Bundle, itemId: unknown): string | undefined {
  if (typeof itemId !== "number") return undefined;
  for (const position of bundle.positions)
    for (const item of position.display_items) if (item.id === itemId) return fieldKeyOf(item);
  return undefined;
}

function itemWithKey(model: ViewModel, key: string | undefined): CompiledItem | undefined {
  if (key === undefined) return undefined;
  return Object.values(model.items).find((item) => item.key === key);
}

/**
 * Which view to ask a Gantt list for and where the bar's values are in it. The settings name display items
 * (usually of the edit view); the list answers the values of one view's items, so the first of `views` that
 * holds every named field (by field key) is used, else the one holding most of them.
 */
export function ganttFieldsOf(
  bundle: Bundle,
  views: string[],
  itemIds: Partial<Record<GanttRole, unknown>>,
): GanttFields {
  const keys = Object.entries(itemIds)
    .map(([role, id]) => [role as GanttRole, keyOfItem(bundle, id)] as const)
    .filter((entry): entry is readonly [GanttRole, string] => entry[1] !== undefined);
  let best: GanttFields | undefined;
  let bestCount = -1;
  for (const view of views) {
    const model = compile(bundle, view);
    const fields: GanttFields = { view, model };
    let count = 0;
    for (const [role, key] of keys) {
      const item = itemWithKey(model, key);
      if (item) {
        fields[role] = item;
        count++;
      }
    }
    if (count === keys.length) return fields;
    if (count > bestCount) {
      best = fields;
      bestCount = count;
    }
  }
  return best as GanttFields;
}
