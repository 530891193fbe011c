import { api } from "../../../api/apiClient";
import type { Webhook, WebhookInput } from "./Webhook";

/** PATCH /webhook/{id}: the caller becomes its owner. */
export function updateWebhook(id: number, input: Partial<WebhookInput>): Promise<Webhook> {
  return api<Webhook>(`/webhook/${id}`, { method: "PATCH", body: input });
}
