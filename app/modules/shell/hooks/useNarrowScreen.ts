import { useSyncExternalStore } from "react";

/** Screens up to this wide get the full-width menu (spec 1-platform section 9). */
export const MOBILE_BREAKPOINT = 576;

/**
 * Screens up to this wide (a laptop at 200% zoom is 683 px) start with the side menu closed, as beside it the
 * page keeps too little room (WCAG 1.4.10); the menu still opens beside the page from the Menu button.
 */
export const SHORT_SPACE_BREAKPOINT = 768;

/** Whether the window is at most `width` CSS px wide, kept current as it is resized or zoomed. */
function useWidthAtMost(width: number): boolean {
  const subscribe = (listener: () => void) => {
    const media = window.matchMedia(`(max-width: ${width}px)`);
    media.addEventListener("change", listener);
    window.addEventListener("resize", listener);
    return () => {
      media.removeEventListener("change", listener);
      window.removeEventListener("resize", listener);
    };
  };
  const atMost = () => window.innerWidth <= width;
  return useSyncExternalStore(subscribe, atMost, atMost);
}

/** Whether the screen is at most 576 px wide. */
export function useNarrowScreen(): boolean {
  return useWidthAtMost(MOBILE_BREAKPOINT);
}

/** Whether the screen is at most 768 px wide: too little room for the side menu beside the page at first. */
export function useShortSpace(): boolean {
  return useWidthAtMost(SHORT_SPACE_BREAKPOINT);
}
