import { useQuery } from "@tanstack/react-query";
import { entityKeys } from "../../api/entityKeys";
import { listEntityDisplayItems } from "../../api/listEntityDisplayItems";

/** Every display item of an entity: where a field is used, and the ranks new items follow. */
export function useEntityDisplayItems(entityId: number) {
  return useQuery({
    queryKey: entityKeys.displayItems(entityId),
    queryFn: () => listEntityDisplayItems(entityId),
    // New items are ranked after these, so an older copy is not enough.
    refetchOnMount: "always",
  });
}
