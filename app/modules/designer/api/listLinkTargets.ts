import type { EntityList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /defdossier?environment=..&limit=500: the entities a link can point at. */
export async function listLinkTargets(environmentId: number): Promise<EntityList["results"]> {
  const answer = await api<EntityList>("/defdossier", {
    query: { environment: environmentId, limit: 500 },
  });
  return answer.results;
}
