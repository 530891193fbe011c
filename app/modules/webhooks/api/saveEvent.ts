import { api } from "../../../api/apiClient";
import type { EventInput } from "./DocketEvent";

/** POST /event for a new event, PATCH /event/{id} for an existing one. */
export function saveEvent(environment: number, input: EventInput, id?: number): Promise<{ id: number }> {
  return id === undefined
    ? api<{ id: number }>("/event", { method: "POST", body: { environment, ...input } })
    : api<{ id: number }>(`/event/${id}`, { method: "PATCH", body: input });
}
