import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { Bundle } from "../../../../schemas";
import type { BundlePatch } from "./BundlePatch";

interface PreviewDraftsValue {
  patches: ReadonlyMap<string, BundlePatch>;
  setPatch: (key: string, patch: BundlePatch | undefined) => void;
}

const PreviewDraftsContext = createContext<PreviewDraftsValue | null>(null);

/** Holds the unsaved changes of every open designer editor, so the preview can draw them all. */
export function PreviewDraftsProvider({ children }: { children: ReactNode }) {
  const [patches, setPatches] = useState<ReadonlyMap<string, BundlePatch>>(new Map());
  const setPatch = useCallback((key: string, patch: BundlePatch | undefined) => {
    setPatches((current) => {
      if (current.get(key) === patch) return current;
      const next = new Map(current);
      if (patch) next.set(key, patch);
      else next.delete(key);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ patches, setPatch }), [patches, setPatch]);
  return <PreviewDraftsContext.Provider value={value}>{children}</PreviewDraftsContext.Provider>;
}

/**
 * Shows an editor's unsaved change in the preview while the editor is open: pass a patch memoised on the
 * editor's draft (a new function on every change), or undefined when nothing is changed. Outside the field
 * designer (an editor opened from the records area) there is no preview and this does nothing.
 */
export function useBundleDraft(key: string, patch: BundlePatch | undefined): void {
  const setPatch = useContext(PreviewDraftsContext)?.setPatch;
  useEffect(() => {
    if (!setPatch) return;
    setPatch(key, patch);
    return () => setPatch(key, undefined);
  }, [setPatch, key, patch]);
}

/** The bundle with every open editor's unsaved change applied, in the order the editors opened. */
export function usePatchedBundle(bundle: Bundle | undefined): Bundle | undefined {
  const patches = useContext(PreviewDraftsContext)?.patches;
  return useMemo(() => {
    if (!bundle || !patches) return bundle;
    let patched = bundle;
    for (const patch of patches.values()) patched = patch(patched);
    return patched;
  }, [bundle, patches]);
}
