import type { ListOption } from "../../../../schemas";

/**
 * The rank updates a new order of options needs: ranks become 0..n in that order (spec 3-designer section 4),
 * and only the options whose rank changes are listed, so only they are saved.
 */
export function listOptionRanks(ordered: readonly ListOption[]): { id: number; rank: number }[] {
  return ordered.flatMap((option, rank) => (option.rank === rank ? [] : [{ id: option.id, rank }]));
}
