import { api } from "../../../api/apiClient";

/** POST /dossier/{id}/favorite: makes the record one of the user's favourites. */
export async function favoriteListedRecord(recordId: number): Promise<void> {
  await api(`/dossier/${recordId}/favorite`, { method: "POST" });
}
