import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

/** After a data field, link or display item changes: reload the entity's bundle, fields, links and items. */
export function useSavedFieldsRefresh(entityId: number): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all(
      ["entityBundle", "entityDataFields", "entityLinks", "entityDisplayItems"].map((name) =>
        queryClient.invalidateQueries({ queryKey: [name, entityId] }),
      ),
    );
  }, [queryClient, entityId]);
}
