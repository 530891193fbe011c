import { api } from "../../../api/apiClient";

/** PATCH /event/trigger/{itemId}/{dossierId}: fires the custom action button's event for the record. */
export function triggerEvent(itemId: number, recordId: number): Promise<unknown> {
  return api(`/event/trigger/${itemId}/${recordId}`, { method: "PATCH" });
}
