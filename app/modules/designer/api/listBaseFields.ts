import type { BaseFieldList, ListedBaseField } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /deffield?environment=..&limit=500: the base fields of an environment, by name. */
export async function listBaseFields(environmentId: number): Promise<ListedBaseField[]> {
  const answer = await api<BaseFieldList>("/deffield", {
    query: { environment: environmentId, limit: 500 },
  });
  return answer.results;
}
