import { useMemo } from "react";
import { type CompileOptions, compile, type ViewModel } from "../../../../engine";
import { useEntityBundle } from "./useEntityBundle";

/**
 * The compiled view model of one view of an entity (edit, show, list, search, ...), compiled once per
 * bundle, view and option set: every record page renders from it, as the server validates with it.
 */
export function useViewModel(entityId: number, view: string, options?: CompileOptions) {
  const bundle = useEntityBundle(entityId);
  const massUpdate = options?.massUpdate ?? false;
  const model = useMemo<ViewModel | undefined>(
    () => (bundle.data ? compile(bundle.data, view, { massUpdate }) : undefined),
    [bundle.data, view, massUpdate],
  );
  return { ...bundle, model };
}
