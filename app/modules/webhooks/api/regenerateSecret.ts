import type { WebhookSecret } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** POST /webhook/{id}/secret: a new secret, answered this once; the old one stops signing. */
export function regenerateSecret(id: number): Promise<WebhookSecret> {
  return api<WebhookSecret>(`/webhook/${id}/secret`, { method: "POST" });
}
