import type { DisplayPosition } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /displayposition?defDossier=..&limit=500: where an entity's items can be placed. */
export async function listEntityPositions(entityId: number): Promise<DisplayPosition[]> {
  const answer = await api<{ results: DisplayPosition[] }>("/displayposition", {
    query: { defDossier: entityId, limit: 500 },
  });
  return answer.results;
}
