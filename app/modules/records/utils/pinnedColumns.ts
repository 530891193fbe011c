import type { SystemStyleObject } from "@chakra-ui/react";

/**
 * The columns that stay in view while a wide list scrolls sideways: selection, subscription bell, edit and
 * the first list column (the record's summary). Fixed widths for the three narrow ones give the next its
 * offset; the bell is pinned too, as it sits between selection and edit.
 */
export const PINNED_WIDTHS = { select: 40, bell: 32, edit: 40 } as const;
export type PinnedColumn = keyof typeof PINNED_WIDTHS | "summary";

const ORDER: PinnedColumn[] = ["select", "bell", "edit", "summary"];

/** Where a pinned column starts: the widths of the pinned columns before it. */
export function pinnedLeft(column: PinnedColumn): number {
  let left = 0;
  for (const before of ORDER.slice(0, ORDER.indexOf(column))) {
    left += PINNED_WIDTHS[before as keyof typeof PINNED_WIDTHS];
  }
  return left;
}

/**
 * The style of a pinned cell: sticky at its offset, over the scrolled cells, with the row's own (opaque)
 * background; the last pinned column draws an edge so the scrolled ones visibly pass under it.
 */
export function pinnedCellCss(column: PinnedColumn): SystemStyleObject {
  const width =
    column === "summary"
      ? {}
      : { width: `${PINNED_WIDTHS[column]}px`, minWidth: `${PINNED_WIDTHS[column]}px` };
  return {
    position: "sticky",
    left: `${pinnedLeft(column)}px`,
    zIndex: 1,
    background: "inherit",
    ...width,
    ...(column === "summary" ? { boxShadow: "inset -1px 0 0 var(--chakra-colors-border)" } : {}),
  };
}
