import type { ListResponse } from "../../../../schemas";
import { api } from "../../../api/apiClient";
import type { Webhook } from "./Webhook";

/** GET /webhook: the environment's webhooks by name, ten to a page. */
export function listWebhooks(query: { environment: number; name?: string; page?: number }) {
  return api<ListResponse<Webhook>>("/webhook", {
    query: {
      environment: query.environment,
      ...(query.name ? { name: query.name } : {}),
      page: query.page ?? 1,
    },
  });
}
