import type { CreateResponse, DocketEvent } from "../../../../schemas";
import { api } from "../../../api/apiClient";
import type { EventInput } from "./DocketEvent";

/** POST /event for a new event, PATCH /event/{id} for an existing one. */
export function saveEvent(
  environment: number,
  input: EventInput,
  id?: number,
): Promise<CreateResponse | DocketEvent> {
  return id === undefined
    ? api<CreateResponse>("/event", { method: "POST", body: { environment, ...input } })
    : api<DocketEvent>(`/event/${id}`, { method: "PATCH", body: input });
}
