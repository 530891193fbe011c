import { type Static, Type } from "@sinclair/typebox";
import { Id, Nullable, Pager } from "./common";

/** A subscription plan (GET /subscriptionplan): what a contract admin may have, at a price per month in euros. */
export const SubscriptionPlan = Type.Object({
  id: Id,
  uuid: Type.String(),
  name: Type.String(),
  description: Type.String(),
  max_environments: Type.Integer({ minimum: 0 }),
  max_users: Type.Integer({ minimum: 0 }),
  price_per_month: Type.Number({ minimum: 0 }),
  active: Type.Boolean(),
});
export type SubscriptionPlan = Static<typeof SubscriptionPlan>;

export const SubscriptionPlanList = Type.Object({ results: Type.Array(SubscriptionPlan), pager: Pager });
export type SubscriptionPlanList = Static<typeof SubscriptionPlanList>;

/** GET /contract/own/usage: what the contract admin's environments hold, against the plan's limits. */
export const ContractUsage = Type.Object({
  environments: Type.Integer({ minimum: 0 }),
  users: Type.Integer({ minimum: 0 }),
  /** Null: no contract, so no plan limits. */
  max_environments: Nullable(Type.Integer({ minimum: 0 })),
  max_users: Nullable(Type.Integer({ minimum: 0 })),
});
export type ContractUsage = Static<typeof ContractUsage>;

/** A contract admin's contract (GET /contract/own): its plan, when it runs, and whether it has expired. */
export const Contract = Type.Object({
  id: Id,
  uuid: Type.String(),
  user: Type.Object({ id: Id, username: Type.String() }),
  plan: SubscriptionPlan,
  starts_at: Type.String(),
  /** Null: it runs on month by month. */
  ends_at: Nullable(Type.String()),
  cancelled_at: Nullable(Type.String()),
  expired: Type.Boolean(),
});
export type Contract = Static<typeof Contract>;

/** GET /subscription/own/active: the spec's shape for the shell's subscription-expired flag. */
export const OwnSubscription = Type.Object({ subscription: Nullable(Contract), expired: Type.Boolean() });
export type OwnSubscription = Static<typeof OwnSubscription>;

export const OrderState = Type.Union([
  Type.Literal("placed"),
  Type.Literal("confirmed"),
  Type.Literal("cancelled"),
]);
export type OrderState = Static<typeof OrderState>;

/** An order of a plan (POST /order, GET /order/{id}); paid by invoice, confirmed by a super admin. */
export const Order = Type.Object({
  id: Id,
  uuid: Type.String(),
  plan: SubscriptionPlan,
  /** The plan the contract was on when the order was placed; null: the order starts a contract. */
  previous_plan: Nullable(SubscriptionPlan),
  /** The price per month when it was placed. */
  price_per_month: Type.Number({ minimum: 0 }),
  kind: Type.Union([Type.Literal("new"), Type.Literal("upgrade"), Type.Literal("downgrade")]),
  state: OrderState,
  payment: Type.Literal("invoice"),
  placed_at: Type.String(),
  placed_by: Type.Object({ id: Id, username: Type.String() }),
  decided_at: Nullable(Type.String()),
  decided_by: Nullable(Type.String()),
});
export type Order = Static<typeof Order>;

export const OrderList = Type.Object({ results: Type.Array(Order), pager: Pager });
export type OrderList = Static<typeof OrderList>;
