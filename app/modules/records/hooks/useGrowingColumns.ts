import { type RefObject, useLayoutEffect, useRef } from "react";

/**
 * A table sized by its content that draws only the rows in view would change its column widths as rows
 * scroll in and out. This keeps each header cell at least as wide as it has been (a min-width set on the
 * element), so columns only grow, once, rather than jump back and forth.
 */
export function useGrowingColumns(table: RefObject<HTMLTableElement | null>, on: boolean): void {
  const widest = useRef<number[]>([]);
  useLayoutEffect(() => {
    if (!on) return;
    const header = table.current?.tHead?.rows[0];
    if (!header) return;
    const cells = [...header.cells];
    // Read every width first, then write: one layout, not one per cell.
    const widths = cells.map((cell) => Math.ceil(cell.getBoundingClientRect().width));
    cells.forEach((cell, index) => {
      const width = widths[index] ?? 0;
      if (width > (widest.current[index] ?? 0)) {
        widest.current[index] = width;
        cell.style.minWidth = `${width}px`;
      }
    });
  });
}
