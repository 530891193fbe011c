import { api } from "../../../api/apiClient";
import type { Webhook } from "./Webhook";

/** GET /webhook/{id}. */
export function getWebhook(id: number): Promise<Webhook> {
  return api<Webhook>(`/webhook/${id}`);
}
