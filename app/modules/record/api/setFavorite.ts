import { api } from "../../../api/apiClient";

/** POST or DELETE /dossier/{id}/favorite. */
export async function setFavorite(recordId: number, favorite: boolean): Promise<void> {
  await api(`/dossier/${recordId}/favorite`, { method: favorite ? "POST" : "DELETE" });
}
