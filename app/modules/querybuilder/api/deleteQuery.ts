import { api } from "../../../api/apiClient";

/** DELETE /dossierquery/{id}. */
export async function deleteQuery(id: number): Promise<void> {
  await api(`/dossierquery/${id}`, { method: "DELETE" });
}
