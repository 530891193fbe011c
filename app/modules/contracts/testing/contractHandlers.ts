import { HttpResponse, http } from "msw";
import type { Contract, ContractUsage, Order, SubscriptionPlan } from "../../../../schemas";

export function plan(id: number, name: string, overrides: Partial<SubscriptionPlan> = {}): SubscriptionPlan {
  return {
    id,
    uuid: `plan-${id}`,
    name,
    description: `The ${name} plan`,
    max_environments: id,
    max_users: id * 10,
    price_per_month: id * 20,
    active: true,
    ...overrides,
  };
}

export function contractOn(onPlan: SubscriptionPlan, overrides: Partial<Contract> = {}): Contract {
  return {
    id: 1,
    uuid: "contract-1",
    user: { id: 5, username: "carla" },
    plan: onPlan,
    starts_at: "2026-03-01T10:00:00Z",
    ends_at: null,
    cancelled_at: null,
    expired: false,
    ...overrides,
  };
}

/** The contract side of the server as one contract admin (user 5) and the super admins see it, kept in memory. */
export function contractServer(options: {
  plans: SubscriptionPlan[];
  contract: Contract | null;
  usage?: Omit<ContractUsage, "max_environments" | "max_users">;
  orders?: Order[];
}) {
  const state = {
    contract: options.contract,
    orders: [...(options.orders ?? [])],
    requests: [] as unknown[],
    activeChecks: 0,
  };
  const usage = options.usage ?? { environments: 1, users: 4 };
  const handlers = [
    http.get("/api/subscriptionplan", () =>
      HttpResponse.json({
        results: options.plans,
        pager: { current: 1, pages: 1, items: options.plans.length },
      }),
    ),
    http.get("/api/contract/own", () =>
      state.contract
        ? HttpResponse.json(state.contract)
        : HttpResponse.json({ message: "Item not found" }, { status: 404 }),
    ),
    http.get("/api/subscription/own/active", () => {
      state.activeChecks += 1;
      return HttpResponse.json({ subscription: state.contract, expired: state.contract?.expired ?? false });
    }),
    http.get("/api/contract/own/usage", () =>
      HttpResponse.json({
        ...usage,
        max_environments: state.contract?.plan.max_environments ?? null,
        max_users: state.contract?.plan.max_users ?? null,
      }),
    ),
    http.get("/api/order", ({ request }) => {
      const wanted = new URL(request.url).searchParams.get("state");
      const results = state.orders.filter((order) => !wanted || order.state === wanted);
      return HttpResponse.json({ results, pager: { current: 1, pages: 1, items: results.length } });
    }),
    http.post("/api/order", async ({ request }) => {
      const body = (await request.json()) as { plan: number };
      state.requests.push(body);
      const chosen = options.plans.find((p) => p.id === body.plan);
      if (!chosen) return HttpResponse.json({ errors: { plan: "This value is not valid" } }, { status: 400 });
      const current = state.contract?.plan ?? null;
      const order: Order = {
        id: 900 + state.orders.length,
        uuid: `order-${state.orders.length}`,
        plan: chosen,
        previous_plan: current,
        price_per_month: chosen.price_per_month,
        kind: !current ? "new" : chosen.price_per_month > current.price_per_month ? "upgrade" : "downgrade",
        state: "placed",
        payment: "invoice",
        placed_at: "2026-04-01T09:30:00Z",
        placed_by: { id: 5, username: "carla" },
        decided_at: null,
        decided_by: null,
      };
      state.orders.push(order);
      return HttpResponse.json(order, { status: 201 });
    }),
    http.get("/api/order/:id", ({ params }) => {
      const found = state.orders.find((order) => order.id === Number(params.id));
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ message: "Item not found" }, { status: 404 });
    }),
    http.patch("/api/order/:id", async ({ params, request }) => {
      const body = (await request.json()) as { state: "confirmed" | "cancelled" };
      state.requests.push(body);
      const index = state.orders.findIndex((order) => order.id === Number(params.id));
      const found = state.orders[index];
      if (!found) return HttpResponse.json({ message: "Item not found" }, { status: 404 });
      if (found.state !== "placed") {
        return HttpResponse.json({ errors: { state: "This order is no longer open" } }, { status: 400 });
      }
      const decided: Order = {
        ...found,
        state: body.state,
        decided_at: "2026-04-02T08:00:00Z",
        decided_by: "admin",
      };
      state.orders[index] = decided;
      if (body.state === "confirmed") state.contract = contractOn(found.plan);
      return HttpResponse.json(decided);
    }),
  ];
  return { handlers, state };
}
