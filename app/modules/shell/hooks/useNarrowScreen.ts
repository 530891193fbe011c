import { useSyncExternalStore } from "react";

/** Screens up to this wide get the full-width menu (spec 1-platform section 9). */
export const MOBILE_BREAKPOINT = 576;
const QUERY = `(max-width: ${MOBILE_BREAKPOINT}px)`;

const subscribe = (listener: () => void) => {
  const media = window.matchMedia(QUERY);
  media.addEventListener("change", listener);
  window.addEventListener("resize", listener);
  return () => {
    media.removeEventListener("change", listener);
    window.removeEventListener("resize", listener);
  };
};
const isNarrow = () => window.innerWidth <= MOBILE_BREAKPOINT;

/** Whether the screen is at most 576 px wide. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, isNarrow);
}
