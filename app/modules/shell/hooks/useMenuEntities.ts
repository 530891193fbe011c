import { useQuery } from "@tanstack/react-query";
import type { EnvironmentDetails } from "../../environment/api/EnvironmentDetails";
import { listMenuEntities } from "../api/listMenuEntities";

/** The chosen environment's entities for the main menu. */
export function useMenuEntities(environment: EnvironmentDetails | undefined) {
  return useQuery({
    queryKey: ["defdossier", "menu", environment?.id],
    queryFn: () => listMenuEntities(environment as EnvironmentDetails),
    enabled: !!environment,
  });
}
