import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { entityKeys } from "../../api/entityKeys";

/** After a data field, link or display item changes: reload the entity's bundle, fields, links and items. */
export function useSavedFieldsRefresh(entityId: number): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all(
      [
        entityKeys.bundlesOf(entityId),
        entityKeys.dataFields(entityId),
        entityKeys.links(entityId),
        entityKeys.displayItems(entityId),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  }, [queryClient, entityId]);
}
