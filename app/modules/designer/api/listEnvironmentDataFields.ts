import type { DataField } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** A data field with the entity it is placed on, as the environment-wide list answers it. */
export type PlacedDataField = DataField & { def_dossier_id: number };

/** GET /defdossierdeffield?environment=..&limit=500: the data fields of every entity of an environment. */
export async function listEnvironmentDataFields(environmentId: number): Promise<PlacedDataField[]> {
  const answer = await api<{ results: PlacedDataField[] }>("/defdossierdeffield", {
    query: { environment: environmentId, limit: 500 },
  });
  return answer.results;
}
