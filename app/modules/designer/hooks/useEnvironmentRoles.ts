import { useQuery } from "@tanstack/react-query";
import { listEnvironmentRoles } from "../api/listEnvironmentRoles";

/** The roles of an environment, for the preview's role set and the item permissions. */
export function useEnvironmentRoles(environmentId: number | undefined) {
  return useQuery({
    queryKey: ["roles", environmentId],
    queryFn: () => listEnvironmentRoles(environmentId as number),
    enabled: environmentId !== undefined,
    staleTime: 60_000,
  });
}
