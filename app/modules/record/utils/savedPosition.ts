import type { Values, ViewModel } from "../../../../engine";

/**
 * The display position a save belongs to: the one that places every changed item, sent as
 * `?displayPosition={n}` (spec 2, section 7). A save whose items lie on several positions (the record page
 * keeps typed values across tabs) or on none of them (a custom view's) has no single position: it goes as
 * one PUT without one, so the record is written whole or not at all.
 */
export function savedPosition(model: ViewModel, values: Values): number | undefined {
  const ids = Object.keys(values);
  if (ids.length === 0) return undefined;
  const position = model.layout.positions.find((candidate) =>
    ids.every((id) => candidate.items.some((itemId) => String(itemId) === id)),
  );
  return position?.id;
}
