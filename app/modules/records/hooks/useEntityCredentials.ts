import { useQuery } from "@tanstack/react-query";
import { getEntityCredentials } from "../api/getEntityCredentials";

/** The actions the caller may do on an entity's records. */
export function useEntityCredentials(entityId: number) {
  return useQuery({
    queryKey: ["entityCredentials", entityId],
    queryFn: () => getEntityCredentials(entityId),
    staleTime: 60_000,
  });
}
