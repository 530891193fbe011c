import type { CreateResponse } from "../../../../schemas";
import { api } from "../../../api/apiClient";
import type { SharePayload } from "./SharePayload";

/** POST /dossier/{id}/secureshare: shares the record with the contacts until the chosen day. */
export function shareRecord(recordId: number, payload: SharePayload): Promise<CreateResponse> {
  return api<CreateResponse>(`/dossier/${recordId}/secureshare`, { method: "POST", body: payload });
}
