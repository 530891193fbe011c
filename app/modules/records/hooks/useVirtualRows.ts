import {
  defaultRangeExtractor,
  measureElement,
  useVirtualizer,
  type Virtualizer,
} from "@tanstack/react-virtual";
import { type FocusEvent, type RefObject, useCallback, useLayoutEffect, useRef, useState } from "react";
import { scrollParentOf } from "../utils/scrollParentOf";
import { type VirtualSlot, virtualSlots, withFocusedRows } from "../utils/virtualSlots";

/**
 * Lists up to this many rows draw every row: a page of the records list (at most 100) or an embedded
 * list (10) stays a plain table, cheap enough to draw whole, and tests and find-in-page see every row.
 * Longer lists draw the rows in view (and a few beyond) only.
 */
export const VIRTUAL_ROWS_FROM = 150;
/** Rows drawn beyond each edge of the view, so a quick scroll shows rows rather than blank space. */
const OVERSCAN = 10;

/** Set by the list bench (localStorage) to draw every row, to compare with drawing the rows in view. */
function drawsEveryRow(): boolean {
  try {
    return localStorage.getItem("docket.list.drawEveryRow") === "1";
  } catch {
    return false;
  }
}

/**
 * A drawn row's height: from the resize observer's entry, which comes after the browser's layout; when the
 * row is first drawn (no entry yet), the height known so far, as reading it then would force a layout of
 * the page at each commit.
 */
function sizeWithoutLayout(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Element, Element>,
): number {
  if (entry) return measureElement(element, entry, instance);
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index)
  );
}

/** Whether a list of `count` rows draws only those in view. */
export function drawsInPart(count: number): boolean {
  return count > VIRTUAL_ROWS_FROM && !drawsEveryRow();
}

export interface VirtualRows {
  /** Whether rows are left out; false draws every row as slots of kind "row". */
  on: boolean;
  slots: VirtualSlot[];
  /** Ref for each drawn row (with data-index), measuring its real height. */
  measure: (element: Element | null) => void;
  /** On the rows' container: the focused row stays drawn when it scrolls out of view. */
  onFocus: (event: FocusEvent) => void;
  onBlur: (event: FocusEvent) => void;
}

/**
 * Draws only the rows of a long list that are in view of the scrolling ancestor (the shell's main area),
 * with gaps of the left-out rows' height around them. `container` holds the rows (a table body): its
 * offset in the scroller is the virtualiser's scroll margin.
 */
export function useVirtualRows(
  count: number,
  container: RefObject<HTMLElement | null>,
  estimateRowHeight: number,
): VirtualRows {
  const [everyRow] = useState(drawsEveryRow);
  const virtualised = count > VIRTUAL_ROWS_FROM && !everyRow;
  const scroller = useRef<Element | null>(null);
  const focused = useRef<number | null>(null);
  const [margin, setMargin] = useState(0);
  const rangeExtractor = useCallback(
    (range: Parameters<typeof defaultRangeExtractor>[0]) =>
      withFocusedRows(defaultRangeExtractor(range), focused.current, range.count),
    [],
  );
  const virtualizer = useVirtualizer({
    count: virtualised ? count : 0,
    // Looked up once the rows are in the document (the virtualiser asks after each commit).
    getScrollElement: () => {
      if (!scroller.current && container.current) scroller.current = scrollParentOf(container.current);
      return scroller.current;
    },
    estimateSize: () => estimateRowHeight,
    measureElement: sizeWithoutLayout,
    overscan: OVERSCAN,
    scrollMargin: margin,
    rangeExtractor,
    // Before the scroller is measured, assume it as tall as the window, so the first paint has rows.
    initialRect: { width: 0, height: typeof window === "undefined" ? 800 : window.innerHeight },
  });

  // Where the rows start in the scroller's content moves when what is above them changes size (a search
  // panel opening, a toolbar appearing): watched on the scroller's children.
  useLayoutEffect(() => {
    if (!virtualised) return;
    const element = container.current;
    const scroller = scrollParentOf(element);
    if (!element || !scroller) return;
    const measure = () => {
      const top = scroller === document.scrollingElement ? 0 : scroller.getBoundingClientRect().top;
      setMargin(Math.round(element.getBoundingClientRect().top - top + scroller.scrollTop));
    };
    // Measured first by the observer, after the browser's own layout: measured here, at commit, it would
    // force one more layout of the page.
    const observer = new ResizeObserver(measure);
    for (const child of scroller.children) observer.observe(child);
    return () => observer.disconnect();
  }, [virtualised, container]);

  const onFocus = useCallback((event: FocusEvent) => {
    const row = (event.target as Element).closest("[data-index]");
    focused.current = row ? Number(row.getAttribute("data-index")) : null;
  }, []);
  const onBlur = useCallback((event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focused.current = null;
  }, []);

  if (!virtualised) {
    return {
      on: false,
      slots: Array.from({ length: count }, (_, index) => ({ kind: "row", index })),
      measure: () => {},
      onFocus: () => {},
      onBlur: () => {},
    };
  }
  const rows = virtualizer.getVirtualItems();
  const slots = virtualSlots(rows, margin, margin + virtualizer.getTotalSize());
  return { on: true, slots, measure: virtualizer.measureElement, onFocus, onBlur };
}
