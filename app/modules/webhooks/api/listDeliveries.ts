import type { DeliveryList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /webhook/{id}/delivery: the delivery log, newest first, ten to a page. */
export function listDeliveries(webhookId: number, page: number): Promise<DeliveryList> {
  return api<DeliveryList>(`/webhook/${webhookId}/delivery`, { query: { page } });
}
