import { sourceViews } from "../../../../engine";
import type { Bundle } from "../../../../schemas";

/** One above the highest rank of the view's items in a position (0 in an empty one). */
export function nextRank(bundle: Bundle, view: string, positionId: number): number {
  const views = sourceViews(view);
  const ranks = (bundle.positions.find((position) => position.id === positionId)?.display_items ?? [])
    .filter((item) => views.includes(item.view))
    .map((item) => item.rank);
  return ranks.length > 0 ? Math.max(...ranks) + 1 : 0;
}
