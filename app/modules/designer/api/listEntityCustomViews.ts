import type { CustomViewAnswer, CustomViewList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /displaycustomview?defDossier=..&limit=500: the custom views of an entity. */
export async function listEntityCustomViews(entityId: number): Promise<CustomViewAnswer[]> {
  const answer = await api<CustomViewList>("/displaycustomview", {
    query: { defDossier: entityId, limit: 500 },
  });
  return answer.results;
}
