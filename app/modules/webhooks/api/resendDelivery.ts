import type { CreateResponse } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** POST /webhook/delivery/{id}/resend: 'Send again', a new delivery of the same event. */
export function resendDelivery(id: number): Promise<CreateResponse> {
  return api<CreateResponse>(`/webhook/delivery/${id}/resend`, { method: "POST" });
}
