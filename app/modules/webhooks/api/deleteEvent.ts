import { api } from "../../../api/apiClient";

/** DELETE /event/{id}: its webhooks no longer post it; their past deliveries stay in the log. */
export function deleteEvent(id: number): Promise<void> {
  return api(`/event/${id}`, { method: "DELETE" });
}
