import type { DataFieldAnswer, DataFieldList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /defdossierdeffield?defDossier=..&limit=500: the data fields of an entity. */
export async function listEntityDataFields(entityId: number): Promise<DataFieldAnswer[]> {
  const answer = await api<DataFieldList>("/defdossierdeffield", {
    query: { defDossier: entityId, limit: 500 },
  });
  return answer.results;
}
