import { useQuery } from "@tanstack/react-query";
import { dataStructureKeys } from "../api/dataStructureKeys";
import { getDataStructure } from "../api/getDataStructure";

/** The environment's data structure, shared by the data structure pages and the ERD. */
export function useDataStructure(environmentId: number | null) {
  return useQuery({
    queryKey: dataStructureKeys.ofEnvironment(environmentId),
    queryFn: () => getDataStructure(environmentId as number),
    enabled: environmentId !== null,
  });
}
