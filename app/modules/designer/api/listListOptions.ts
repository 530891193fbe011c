import type { ListOption } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /deffieldlist?defField=..&limit=500: a base field's options, by rank. */
export async function listListOptions(baseFieldId: number): Promise<ListOption[]> {
  const answer = await api<{ results: ListOption[] }>("/deffieldlist", {
    query: { defField: baseFieldId, limit: 500 },
  });
  return answer.results;
}
