import { useQuery } from "@tanstack/react-query";
import { entityKeys } from "../../designer/api/entityKeys";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { getEntityBundle } from "../api/getEntityBundle";

/** The engine's input for one entity in the content locale; shared by every view of its records. */
export function useEntityBundle(entityId: number) {
  const locale = useContentLocale();
  return useQuery({
    queryKey: entityKeys.bundle(entityId, locale),
    queryFn: () => getEntityBundle(entityId, locale),
    staleTime: 300_000,
  });
}
