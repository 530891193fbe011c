import type { Link } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /defdossierlink?defDossier=..&limit=500: the links of an entity. */
export async function listEntityLinks(entityId: number): Promise<Link[]> {
  const answer = await api<{ results: Link[] }>("/defdossierlink", {
    query: { defDossier: entityId, limit: 500 },
  });
  return answer.results;
}
