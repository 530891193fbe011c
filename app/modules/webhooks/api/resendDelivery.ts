import { api } from "../../../api/apiClient";

/** POST /webhook/delivery/{id}/resend: 'Send again', a new delivery of the same event. */
export function resendDelivery(id: number): Promise<{ id: number }> {
  return api<{ id: number }>(`/webhook/delivery/${id}/resend`, { method: "POST" });
}
