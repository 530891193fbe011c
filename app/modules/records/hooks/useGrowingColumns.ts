import { type RefObject, useEffect } from "react";

/**
 * A table sized by its content that draws only the rows in view would change its column widths as rows
 * scroll in and out. This keeps each header cell at least as wide as it has been (a min-width set on the
 * element), so columns only grow, once, rather than jump back and forth. Widths come from a
 * ResizeObserver, after the browser's own layout: reading them while rendering would force a second
 * layout of the table on every scrolled frame.
 */
export function useGrowingColumns(body: RefObject<HTMLTableSectionElement | null>, on: boolean): void {
  useEffect(() => {
    const header = body.current?.closest("table")?.tHead?.rows[0];
    if (!on || !header) return;
    const widest = new WeakMap<Element, number>();
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const width = Math.ceil(entry.borderBoxSize[0]?.inlineSize ?? 0);
        if (width > (widest.get(entry.target) ?? 0)) {
          widest.set(entry.target, width);
          (entry.target as HTMLElement).style.minWidth = `${width}px`;
        }
      }
    });
    for (const cell of header.cells) observer.observe(cell, { box: "border-box" });
    return () => observer.disconnect();
  }, [body, on]);
}
