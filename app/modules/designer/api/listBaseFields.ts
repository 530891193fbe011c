import { api } from "../../../api/apiClient";
import type { ListedBaseField } from "../components/baseField/ListedBaseField";

/** GET /deffield?environment=..&limit=500: the base fields of an environment, by name. */
export async function listBaseFields(environmentId: number): Promise<ListedBaseField[]> {
  const answer = await api<{ results: ListedBaseField[] }>("/deffield", {
    query: { environment: environmentId, limit: 500 },
  });
  return answer.results;
}
