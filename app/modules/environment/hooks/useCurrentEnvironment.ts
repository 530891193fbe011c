import { useQuery } from "@tanstack/react-query";
import { environmentKeys } from "../api/environmentKeys";
import { getEnvironment } from "../api/getEnvironment";
import { useCurrentEnvironmentId } from "./useCurrentEnvironmentId";

/** The chosen environment with its languages, roles, modules, entities and the caller's credentials. */
export function useCurrentEnvironment() {
  const id = useCurrentEnvironmentId();
  return useQuery({
    queryKey: environmentKeys.one(id),
    queryFn: () => getEnvironment(id as number),
    enabled: id !== null,
  });
}
