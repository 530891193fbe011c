import type { DataField } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /defdossierdeffield?defDossier=..&limit=500: the data fields of an entity. */
export async function listEntityDataFields(entityId: number): Promise<DataField[]> {
  const answer = await api<{ results: DataField[] }>("/defdossierdeffield", {
    query: { defDossier: entityId, limit: 500 },
  });
  return answer.results;
}
