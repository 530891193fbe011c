import type { Values, ViewModel } from "../../../../engine";

/**
 * The values that point a new child back at its parent: the child view's item for the parent link's back
 * link holds the parent (the server fills the same in), so a required back link is no empty field to trip on.
 */
export function backLinkValues(model: ViewModel, backLinkId: number | null, parentId: number): Values {
  if (backLinkId === null) return {};
  const item = Object.values(model.items).find((candidate) => candidate.link?.id === backLinkId);
  return item ? { [item.id]: [parentId] } : {};
}
