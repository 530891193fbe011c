import { api } from "../../../api/apiClient";
import type { SavedQuery } from "./SavedQuery";

/** GET /dossierquery/{id}. */
export function getQuery(id: number): Promise<SavedQuery> {
  return api<SavedQuery>(`/dossierquery/${id}`);
}
