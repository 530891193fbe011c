import { useQuery } from "@tanstack/react-query";
import { getDataStructure } from "../api/getDataStructure";

/** The environment's data structure, shared by the data structure pages and the ERD. */
export function useDataStructure(environmentId: number | null) {
  return useQuery({
    queryKey: ["datastructure", environmentId],
    queryFn: () => getDataStructure(environmentId as number),
    enabled: environmentId !== null,
  });
}
