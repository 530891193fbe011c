import type { Values, ViewModel } from "../../../../engine";

/**
 * The values of a save grouped by the display position (tab, meta or footer band) their items are placed
 * in, in the layout's order: one PUT per position, `?displayPosition={n}` with that position's items only
 * (spec 2, section 7). Values of items no position of the view places (a custom view's) form one group
 * without a position, so nothing typed is left out.
 */
export function valuesByPosition(
  model: ViewModel,
  values: Values,
): { positionId: number | undefined; values: Values }[] {
  const groups = new Map<number | undefined, Values>();
  const placed = new Set<string>();
  for (const position of model.layout.positions) {
    for (const itemId of position.items) {
      const id = String(itemId);
      if (!Object.hasOwn(values, id) || placed.has(id)) continue;
      placed.add(id);
      const group = groups.get(position.id) ?? {};
      group[id] = values[id];
      groups.set(position.id, group);
    }
  }
  const unplaced = Object.entries(values).filter(([id]) => !placed.has(id));
  if (unplaced.length > 0) groups.set(undefined, Object.fromEntries(unplaced));
  return [...groups].map(([positionId, grouped]) => ({ positionId, values: grouped }));
}
