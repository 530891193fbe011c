import type { LinkAnswer, LinkList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /defdossierlink?environment=..&limit=500: the links between the entities of an environment. */
export async function listEnvironmentLinks(environmentId: number): Promise<LinkAnswer[]> {
  const answer = await api<LinkList>("/defdossierlink", {
    query: { environment: environmentId, limit: 500 },
  });
  return answer.results;
}
