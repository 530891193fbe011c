import { api } from "../../../api/apiClient";

/** PUT /contentdossier/{id} with values by edit item id. */
export async function updateListedRecord(recordId: number, values: Record<string, unknown>): Promise<void> {
  await api(`/contentdossier/${recordId}`, { method: "PUT", body: values });
}
