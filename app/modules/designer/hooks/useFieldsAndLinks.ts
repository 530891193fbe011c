import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { entityKeys } from "../api/entityKeys";
import { type FieldsAndLinks, listFieldsAndLinks } from "../api/listFieldsAndLinks";

/** An entity's data fields and links (cached a minute: the path picker walks several entities). */
export function useFieldsAndLinks(entityId: number | undefined) {
  return useQuery({
    queryKey: entityKeys.fieldsAndLinks(entityId ?? 0),
    queryFn: () => listFieldsAndLinks(entityId as number),
    enabled: entityId !== undefined,
    staleTime: 60_000,
  });
}

/** Reads any entity's data fields and links through the same cache, for checking a typed path. */
export function useFieldsAndLinksLoader(): (entityId: number) => Promise<FieldsAndLinks> {
  const client = useQueryClient();
  return useCallback(
    (entityId: number) =>
      client.fetchQuery({
        queryKey: entityKeys.fieldsAndLinks(entityId),
        queryFn: () => listFieldsAndLinks(entityId),
        staleTime: 60_000,
      }),
    [client],
  );
}
