import { useQuery } from "@tanstack/react-query";
import { entityKeys } from "../../../designer/api/entityKeys";
import { useContentLocale } from "../../../environment/hooks/useContentLocale";
import { getEntityBundle } from "../../../records/api/getEntityBundle";

/** An entity's bundle once its id is known; the cache entry is the one useEntityBundle shares. */
export function useBundle(entityId: number | undefined) {
  const locale = useContentLocale();
  return useQuery({
    queryKey: entityKeys.bundle(entityId, locale),
    queryFn: () => getEntityBundle(entityId as number, locale),
    enabled: entityId !== undefined,
    staleTime: 300_000,
  });
}
