import { useQuery } from "@tanstack/react-query";
import { useContentLocale } from "../../../environment/hooks/useContentLocale";
import { entityBundleQuery } from "../../../records/api/entityBundleQuery";

/** An entity's bundle once its id is known; the cache entry is the one useEntityBundle shares. */
export function useBundle(entityId: number | undefined) {
  const locale = useContentLocale();
  return useQuery({ ...entityBundleQuery(entityId as number, locale), enabled: entityId !== undefined });
}
