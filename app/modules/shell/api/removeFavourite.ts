import { api } from "../../../api/apiClient";

/** DELETE /dossier/{id}/favorite: the record is no longer one of the user's favourites. */
export async function removeFavourite(recordId: number): Promise<void> {
  await api(`/dossier/${recordId}/favorite`, { method: "DELETE" });
}
