import type { ListResponse } from "../../../../schemas";
import { api } from "../../../api/apiClient";
import type { Delivery } from "./Webhook";

/** GET /webhook/{id}/delivery: the delivery log, newest first, ten to a page. */
export function listDeliveries(webhookId: number, page: number): Promise<ListResponse<Delivery>> {
  return api<ListResponse<Delivery>>(`/webhook/${webhookId}/delivery`, { query: { page } });
}
