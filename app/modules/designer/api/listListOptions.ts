import type { ListOptionAnswer, ListOptionList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /deffieldlist?defField=..&limit=500: a base field's options, by rank. */
export async function listListOptions(baseFieldId: number): Promise<ListOptionAnswer[]> {
  const answer = await api<ListOptionList>("/deffieldlist", {
    query: { defField: baseFieldId, limit: 500 },
  });
  return answer.results;
}
