import type { Values, ViewModel } from "../../../../engine";

/**
 * The values of a save grouped by the display position (tab, meta or footer band) their items are placed
 * in, in the layout's order: one PUT per position, `?displayPosition={n}` with that position's items only
 * (spec 2, section 7). Values of items the view does not place stay out.
 */
export function valuesByPosition(model: ViewModel, values: Values): { positionId: number; values: Values }[] {
  const groups = new Map<number, Values>();
  for (const position of model.layout.positions) {
    for (const itemId of position.items) {
      if (!Object.hasOwn(values, String(itemId))) continue;
      const group = groups.get(position.id) ?? {};
      group[itemId] = values[itemId];
      groups.set(position.id, group);
    }
  }
  return [...groups].map(([positionId, grouped]) => ({ positionId, values: grouped }));
}
