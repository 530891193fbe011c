import { useQuery } from "@tanstack/react-query";
import { listEntityDisplayItems } from "../../api/listEntityDisplayItems";

/** Every display item of an entity: where a field is used, and the ranks new items follow. */
export function useEntityDisplayItems(entityId: number) {
  return useQuery({
    queryKey: ["entityDisplayItems", entityId],
    queryFn: () => listEntityDisplayItems(entityId),
    // New items are ranked after these, so an older copy is not enough.
    refetchOnMount: "always",
  });
}
