import { useQuery } from "@tanstack/react-query";
import type { EnvironmentDetails } from "../../../../schemas";
import { entityKeys } from "../../designer/api/entityKeys";
import { listMenuEntities } from "../api/listMenuEntities";

/** The chosen environment's entities for the main menu. */
export function useMenuEntities(environment: EnvironmentDetails | undefined) {
  return useQuery({
    queryKey: entityKeys.menu(environment?.id),
    queryFn: () => listMenuEntities(environment as EnvironmentDetails),
    enabled: !!environment,
  });
}
