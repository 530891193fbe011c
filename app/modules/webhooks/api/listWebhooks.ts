import type { WebhookList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /webhook: the environment's webhooks by name, ten to a page. */
export function listWebhooks(query: { environment: number; name?: string; page?: number }) {
  return api<WebhookList>("/webhook", {
    query: {
      environment: query.environment,
      ...(query.name ? { name: query.name } : {}),
      page: query.page ?? 1,
    },
  });
}
