import type {
  Contract,
  ContractUsage,
  Order,
  OrderList,
  OwnSubscription,
  SubscriptionPlanList,
} from "../../../../schemas";
import { api } from "../../../api/apiClient";
import { statusOf } from "../../../api/statusOf";

/** GET /contract/own: the caller's contract, or null while the contract admin has none (404). */
export async function getOwnContract(): Promise<Contract | null> {
  try {
    return await api<Contract>("/contract/own");
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

/** GET /contract/own/usage: environments and users against the plan's limits. */
export const getOwnUsage = () => api<ContractUsage>("/contract/own/usage");

/** GET /subscriptionplan: the plans offered, cheapest first (every plan fits on one page). */
export const listPlans = () => api<SubscriptionPlanList>("/subscriptionplan", { query: { limit: 200 } });

/** GET /order?state=placed: the caller's order that waits for confirmation, if any. */
export async function getWaitingOrder(): Promise<Order | null> {
  const list = await api<OrderList>("/order", { query: { state: "placed", limit: 1 } });
  return list.results[0] ?? null;
}

/** POST /order {plan}: places an order of the plan. */
export const placeOrder = (plan: number) => api<Order>("/order", { method: "POST", body: { plan } });

/** GET /order/{id}. */
export const getOrder = (id: number) => api<Order>(`/order/${id}`);

/** PATCH /order/{id} {state}: a super admin confirms or cancels it; the one who placed it may cancel it. */
export const decideOrder = (id: number, state: "confirmed" | "cancelled") =>
  api<Order>(`/order/${id}`, { method: "PATCH", body: { state } });

/** GET /subscription/own/active: the spec's shape for the shell's subscription-expired flag. */
export const getOwnSubscription = () => api<OwnSubscription>("/subscription/own/active");
