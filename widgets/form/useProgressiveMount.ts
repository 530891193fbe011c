import { useCallback, useEffect, useState } from "react";

/** A form of up to this many items mounts whole: splitting a short one would gain little. */
export const MOUNTED_WHOLE = 100;
/** Items a longer form mounts in its first render: more than a screenful, so what is in view paints at once. */
export const FIRST_MOUNTED = 40;
/** Items mounted in each idle slice after that. */
const SLICE = 40;

/** Runs `callback` when the browser is idle (soon after, where it cannot tell); answers a cancel. */
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(callback, { timeout: 250 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 1);
  return () => clearTimeout(handle);
}

/**
 * How many of a form's items are mounted: all of a short form's; of a longer one (more than
 * MOUNTED_WHOLE), the first FIRST_MOUNTED at once and the rest in slices while the
 * browser is idle, so a long form paints in the time of a short one and every item is there (for the
 * keyboard and find-in-page) a moment later. `mountAll` mounts the rest at once, as before focusing an
 * error further down. The count only grows: a recompiled model (another language) keeps its items.
 */
export function useProgressiveMount(total: number): { mounted: number; mountAll: () => void } {
  const [mounted, setMounted] = useState(() => (total <= MOUNTED_WHOLE ? total : FIRST_MOUNTED));
  useEffect(() => {
    if (mounted >= total) return;
    return whenIdle(() => setMounted((count) => count + SLICE));
  }, [mounted, total]);
  const mountAll = useCallback(() => setMounted((count) => Math.max(count, total)), [total]);
  return { mounted: Math.min(mounted, total), mountAll };
}
