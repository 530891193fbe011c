import { type RefObject, useEffect, useState } from "react";

/** Used until the element has a size (first paint, or where nothing lays out, as in tests). */
const FALLBACK = { width: 400, height: 240 };

/** The element's content size, followed as it changes (the grid resizes blocks). */
export function useElementSize(ref: RefObject<HTMLElement | null>): { width: number; height: number } {
  const [size, setSize] = useState(FALLBACK);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width > 0 && height > 0) setSize({ width: Math.floor(width), height: Math.floor(height) });
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
