import type { CustomView } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /displaycustomview?defDossier=..&limit=500: the custom views of an entity. */
export async function listEntityCustomViews(entityId: number): Promise<CustomView[]> {
  const answer = await api<{ results: CustomView[] }>("/displaycustomview", {
    query: { defDossier: entityId, limit: 500 },
  });
  return answer.results;
}
