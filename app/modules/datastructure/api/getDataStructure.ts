import type { DataStructureEntity, DataStructureList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /datastructure?environment=..: every entity of the environment by rank, with its fields and links. */
export async function getDataStructure(environmentId: number): Promise<DataStructureEntity[]> {
  const answer = await api<DataStructureList>("/datastructure", {
    query: { environment: environmentId },
  });
  return answer.results;
}
