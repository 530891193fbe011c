import { api } from "../../../api/apiClient";

/** DELETE /contentdossier/{id}. */
export async function deleteListedRecord(recordId: number): Promise<void> {
  await api(`/contentdossier/${recordId}`, { method: "DELETE" });
}
