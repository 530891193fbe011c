import type { DataStructureEntity, DataStructureList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** PUT /datastructure/order: ranks every entity of the environment in the order given, in one write. */
export async function saveEntityOrder(
  environmentId: number,
  entityIds: readonly number[],
): Promise<DataStructureEntity[]> {
  const answer = await api<DataStructureList>("/datastructure/order", {
    method: "PUT",
    body: { environment: environmentId, entities: entityIds },
  });
  return answer.results;
}
