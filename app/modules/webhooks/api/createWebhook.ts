import type { CreatedWebhook } from "../../../../schemas";
import { api } from "../../../api/apiClient";
import type { WebhookInput } from "./Webhook";

/** POST /webhook: answers the new webhook's secret, this once. */
export function createWebhook(environment: number, input: WebhookInput) {
  return api<CreatedWebhook>("/webhook", {
    method: "POST",
    body: { environment, ...input },
  });
}
