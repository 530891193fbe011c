/** A drawn row (its index in the list) or the empty height standing in for rows not drawn. */
export type VirtualSlot = { kind: "row"; index: number } | { kind: "gap"; key: string; height: number };

export interface PlacedRow {
  index: number;
  /** Offsets in the scroller's content, as the virtualiser gives them (scroll margin included). */
  start: number;
  end: number;
}

/**
 * The rows to draw in order, with a gap before, between (a focused row kept far from the view) and after
 * them, so a plain table's rows stay where they would be with every row drawn. `top` is where the first
 * row starts and `bottom` where the last one ends, in the same coordinates.
 */
export function virtualSlots(rows: readonly PlacedRow[], top: number, bottom: number): VirtualSlot[] {
  const slots: VirtualSlot[] = [];
  let reached = top;
  for (const row of rows) {
    if (row.start > reached) {
      // A stable key for the gap at the top: it changes height as the list scrolls, not identity.
      const key = slots.length === 0 ? "gap-start" : `gap-${row.index}`;
      slots.push({ kind: "gap", key, height: row.start - reached });
    }
    slots.push({ kind: "row", index: row.index });
    reached = Math.max(reached, row.end);
  }
  if (bottom > reached) slots.push({ kind: "gap", key: "gap-end", height: bottom - reached });
  return slots;
}

/**
 * The indexes in view plus the focused row and its neighbours: focus is not lost when its row scrolls out
 * of view, and Tab or Shift+Tab from it reaches the next or previous row, which then scrolls into view.
 */
export function withFocusedRows(inView: readonly number[], focused: number | null, count: number): number[] {
  if (focused === null) return [...inView];
  const kept = new Set(inView);
  for (const index of [focused - 1, focused, focused + 1]) if (index >= 0 && index < count) kept.add(index);
  return [...kept].sort((a, b) => a - b);
}
