import { useQuery } from "@tanstack/react-query";
import { entityKeys } from "../../designer/api/entityKeys";
import { getEntityCredentials } from "../api/getEntityCredentials";

/** The actions the caller may do on an entity's records. */
export function useEntityCredentials(entityId: number) {
  return useQuery({
    queryKey: entityKeys.credentials(entityId),
    queryFn: () => getEntityCredentials(entityId),
    staleTime: 60_000,
  });
}
