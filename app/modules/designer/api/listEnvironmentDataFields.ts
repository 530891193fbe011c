import type { DataFieldAnswer, DataFieldList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** A data field with the entity it is placed on, as the environment-wide list answers it. */
export type PlacedDataField = DataFieldAnswer;

/** GET /defdossierdeffield?environment=..&limit=500: the data fields of every entity of an environment. */
export async function listEnvironmentDataFields(environmentId: number): Promise<PlacedDataField[]> {
  const answer = await api<DataFieldList>("/defdossierdeffield", {
    query: { environment: environmentId, limit: 500 },
  });
  return answer.results;
}
