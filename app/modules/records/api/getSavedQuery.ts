import type { SavedQuery, SavedQueryList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /dossierquery?defDossier=..&uuid=..: the entity's saved query with that uuid, if there is one. */
export async function getSavedQuery(entityId: number, uuid: string): Promise<SavedQuery | null> {
  const answer = await api<SavedQueryList>("/dossierquery", {
    query: { defDossier: entityId, uuid, limit: 1 },
  });
  return answer.results[0] ?? null;
}
