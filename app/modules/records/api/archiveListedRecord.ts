import { api } from "../../../api/apiClient";

/** GET /contentdossier/{id}/archive or /dearchive. */
export async function archiveListedRecord(recordId: number, archived: boolean): Promise<void> {
  await api(`/contentdossier/${recordId}/${archived ? "archive" : "dearchive"}`);
}
