/** A page number, or a gap in the window of pages. */
export type PageSlot = number | "gap";

/**
 * The pages a pager shows: all of them up to 6, else the first, the last and the pages around the current
 * one, with gaps (ellipses) between.
 */
export function pageWindow(current: number, pages: number): PageSlot[] {
  if (pages <= 6) return Array.from({ length: pages }, (_, index) => index + 1);
  const around = new Set([1, pages, current - 1, current, current + 1]);
  if (current <= 3) for (const page of [2, 3, 4]) around.add(page);
  if (current >= pages - 2) for (const page of [pages - 3, pages - 2, pages - 1]) around.add(page);
  const shown = [...around].filter((page) => page >= 1 && page <= pages).sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  for (const page of shown) {
    const previous = slots[slots.length - 1];
    // A gap of one page shows that page instead.
    if (typeof previous === "number" && page - previous === 2) slots.push(previous + 1);
    else if (typeof previous === "number" && page - previous > 2) slots.push("gap");
    slots.push(page);
  }
  return slots;
}
