import type { EntityList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /defdossier?environment=..&limit=500: the entities of an environment, to name where fields are placed. */
export async function listEnvironmentEntities(environmentId: number): Promise<EntityList["results"]> {
  const answer = await api<EntityList>("/defdossier", {
    query: { environment: environmentId, limit: 500 },
  });
  return answer.results;
}
