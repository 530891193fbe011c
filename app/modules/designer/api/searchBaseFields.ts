import type { BaseFieldList, ListedBaseField } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /deffield?environment=..&limit=500: the base fields a data field can place. */
export async function searchBaseFields(environmentId: number): Promise<ListedBaseField[]> {
  const answer = await api<BaseFieldList>("/deffield", {
    query: { environment: environmentId, limit: 500 },
  });
  return answer.results;
}
