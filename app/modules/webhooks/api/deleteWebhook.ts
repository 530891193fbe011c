import { api } from "../../../api/apiClient";

/** DELETE /webhook/{id}: with its delivery log. */
export function deleteWebhook(id: number): Promise<void> {
  return api(`/webhook/${id}`, { method: "DELETE" });
}
