import type { Query } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /dossierquery?environment=..&defDossier=..: the saved queries of the link's target entity. */
export async function listLinkQueries(environmentId: number, entityId: number): Promise<Query[]> {
  const answer = await api<{ results: Query[] }>("/dossierquery", {
    query: { environment: environmentId, defDossier: entityId },
  });
  return answer.results;
}
