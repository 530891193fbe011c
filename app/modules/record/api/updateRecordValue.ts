import { api } from "../../../api/apiClient";

/** PUT /contentdossier/{id} with one item's value; the server keeps every value not sent. */
export function updateRecordValue(recordId: number, itemId: number, value: unknown): Promise<unknown> {
  return api(`/contentdossier/${recordId}`, { method: "PUT", body: { [itemId]: value } });
}
