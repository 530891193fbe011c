import type { CreateResponse, QueryData, SavedQuery } from "../../../../schemas";
import { api } from "../../../api/apiClient";
import type { QueryTranslation } from "./SavedQuery";

export interface QueryInput {
  environment: number;
  defDossier: number;
  data: QueryData;
  translations: QueryTranslation[];
}

/** POST /dossierquery for a new query (id 0), PATCH /dossierquery/{id} for a saved one; answers the id. */
export async function saveQuery(id: number, input: QueryInput): Promise<{ id: number }> {
  if (id === 0) return api<CreateResponse>("/dossierquery", { method: "POST", body: input });
  return api<SavedQuery>(`/dossierquery/${id}`, { method: "PATCH", body: input });
}
