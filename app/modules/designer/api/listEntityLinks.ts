import type { LinkAnswer, LinkList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /defdossierlink?defDossier=..&limit=500: the links of an entity. */
export async function listEntityLinks(entityId: number): Promise<LinkAnswer[]> {
  const answer = await api<LinkList>("/defdossierlink", {
    query: { defDossier: entityId, limit: 500 },
  });
  return answer.results;
}
