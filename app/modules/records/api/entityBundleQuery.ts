import { queryOptions } from "@tanstack/react-query";
import { entityKeys } from "../../designer/api/entityKeys";
import { getEntityBundle } from "./getEntityBundle";

/** The engine's input for one entity in one content locale, as the record pages and their routes read it. */
export const entityBundleQuery = (entityId: number, locale: string) =>
  queryOptions({
    queryKey: entityKeys.bundle(entityId, locale),
    queryFn: () => getEntityBundle(entityId, locale),
    staleTime: 300_000,
  });
