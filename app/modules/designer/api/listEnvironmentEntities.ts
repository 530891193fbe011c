import type { Entity } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /defdossier?environment=..&limit=500: the entities of an environment, to name where fields are placed. */
export async function listEnvironmentEntities(environmentId: number): Promise<Entity[]> {
  const answer = await api<{ results: Entity[] }>("/defdossier", {
    query: { environment: environmentId, limit: 500 },
  });
  return answer.results;
}
