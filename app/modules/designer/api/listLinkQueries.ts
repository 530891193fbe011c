import type { SavedQuery, SavedQueryList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /dossierquery?environment=..&defDossier=..: the saved queries of the link's target entity. */
export async function listLinkQueries(environmentId: number, entityId: number): Promise<SavedQuery[]> {
  const answer = await api<SavedQueryList>("/dossierquery", {
    query: { environment: environmentId, defDossier: entityId },
  });
  return answer.results;
}
