import type { BaseField } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /deffield?environment=..&limit=500: the base fields a data field can place. */
export async function searchBaseFields(environmentId: number): Promise<BaseField[]> {
  const answer = await api<{ results: BaseField[] }>("/deffield", {
    query: { environment: environmentId, limit: 500 },
  });
  return answer.results;
}
