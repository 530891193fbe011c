import { type RefObject, useEffect, useState } from "react";

/** How long after entering the viewport a block renders (spec 1-platform, Dashboard). */
export const LAZY_DELAY_MS = 1000;

/**
 * True once the element has been in the viewport for about a second; without IntersectionObserver (old
 * browsers, tests) it counts as visible at once and still waits the second.
 */
export function useLazyVisible(ref: RefObject<Element | null>, delayMs = LAZY_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer ??= setTimeout(() => setShown(true), delayMs);
    };
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      start();
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        start();
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [ref, delayMs, shown]);
  return shown;
}
