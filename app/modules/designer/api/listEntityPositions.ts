import type { DisplayPositionAnswer, DisplayPositionList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /displayposition?defDossier=..&limit=500: where an entity's items can be placed. */
export async function listEntityPositions(entityId: number): Promise<DisplayPositionAnswer[]> {
  const answer = await api<DisplayPositionList>("/displayposition", {
    query: { defDossier: entityId, limit: 500 },
  });
  return answer.results;
}
