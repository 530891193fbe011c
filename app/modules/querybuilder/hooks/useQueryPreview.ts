import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { QueryData } from "../../../../schemas";
import { useDebounced } from "../../../hooks/useDebounced";
import { previewQuery } from "../api/previewQuery";
import { queryKeys } from "../api/queryKeys";

/** The builder waits this long after the last change before it asks for a new count. */
export const PREVIEW_DEBOUNCE_MS = 400;

/**
 * The live count and first rows of the query being edited, asked again (debounced) whenever the tree changes.
 * Each version of the tree is asked once; an older answer stays on screen until the new one arrives.
 */
export function useQueryPreview(input: {
  environment: number;
  defDossier: number | null;
  data: QueryData;
  uuid?: string | undefined;
}) {
  const settled = useDebounced(JSON.stringify(input), PREVIEW_DEBOUNCE_MS);
  const asked = JSON.parse(settled) as typeof input;
  const entity = asked.defDossier;
  return useQuery({
    queryKey: queryKeys.preview(settled),
    queryFn: ({ signal }) => previewQuery({ ...asked, defDossier: entity as number }, signal),
    enabled: entity !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
}
