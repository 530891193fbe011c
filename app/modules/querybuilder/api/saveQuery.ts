import type { QueryData } from "../../../../schemas";
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
  if (id === 0) return api<{ id: number; uuid: string }>("/dossierquery", { method: "POST", body: input });
  return api<{ id: number }>(`/dossierquery/${id}`, { method: "PATCH", body: input });
}
