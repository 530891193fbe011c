import type { EventTriggered } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** PATCH /event/trigger/{itemId}/{dossierId}: fires the custom action button's event for the record. */
export function triggerEvent(itemId: number, recordId: number): Promise<EventTriggered> {
  return api<EventTriggered>(`/event/trigger/${itemId}/${recordId}`, { method: "PATCH" });
}
