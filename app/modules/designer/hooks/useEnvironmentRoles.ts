import { useQuery } from "@tanstack/react-query";
import { roleKeys } from "../../roles/api/roleKeys";
import { listEnvironmentRoles } from "../api/listEnvironmentRoles";

/** The roles of an environment, for the preview's role set and the item permissions. */
export function useEnvironmentRoles(environmentId: number | undefined) {
  return useQuery({
    queryKey: roleKeys.choices(environmentId, "designer"),
    queryFn: () => listEnvironmentRoles(environmentId as number),
    enabled: environmentId !== undefined,
    staleTime: 60_000,
  });
}
