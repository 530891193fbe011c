import { useQuery } from "@tanstack/react-query";
import { environmentKeys } from "../../environment/api/environmentKeys";
import { getEnvironment } from "../../environment/api/getEnvironment";

/**
 * The environment an entity belongs to, with its languages and modules: the designer labels and offers
 * settings by the entity's environment, which need not be the one chosen in the shell (or any).
 */
export function useEntityEnvironment(environmentId: number | undefined) {
  return useQuery({
    queryKey: environmentKeys.one(environmentId),
    queryFn: () => getEnvironment(environmentId as number),
    enabled: environmentId !== undefined,
  });
}
