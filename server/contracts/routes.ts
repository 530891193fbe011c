import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import {
  Contract,
  ContractUsage,
  Order,
  OrderList,
  OrderState,
  OwnSubscription,
  SubscriptionPlan,
  SubscriptionPlanList,
} from "../../schemas";
import type { Database } from "../db/database";
import { callerOf } from "../http/caller";
import { pathId } from "../http/ids";
import { pageRequest, pagerOf } from "../http/pager";
import { DbId, RequiredText } from "../http/schemaTypes";
import { cancelOwnContract, ownContract, ownSubscription, ownUsage } from "./contracts";
import { decideOrder, getOrder, listOrders, placeOrder } from "./orders";
import { createPlan, listPlans, type PlanInput, updatePlan } from "./plans";

type IdParams = { Params: { id: string } };
type PageQuery = { page?: string; limit?: string };

const Count = Type.Integer({ minimum: 0, maximum: 1_000_000 });
const PlanFields = {
  name: RequiredText(255),
  description: Type.Optional(Type.String({ maxLength: 5000 })),
  max_environments: Count,
  max_users: Count,
  price_per_month: Type.Number({ minimum: 0, maximum: 99_999_999 }),
  active: Type.Optional(Type.Boolean()),
};
const PlanBody = Type.Object(PlanFields);
const PlanPatch = Type.Partial(Type.Object(PlanFields));
const PageQuery = Type.Object({ page: Type.Optional(Type.String()), limit: Type.Optional(Type.String()) });
const OrderQuery = Type.Object({ ...PageQuery.properties, state: Type.Optional(OrderState) });
const OrderBody = Type.Object({ plan: DbId });
const DecisionBody = Type.Object({
  state: Type.Union([Type.Literal("confirmed"), Type.Literal("cancelled")]),
});

/**
 * Contracts of contract admins (spec 1-platform's /subscriptionplan, /contract/own, /order, /subscription/own):
 * plans, the caller's contract and its usage, and orders that a super admin confirms.
 */
export function contractRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Querystring: PageQuery }>(
    "/api/subscriptionplan",
    { schema: { querystring: PageQuery, response: { 200: SubscriptionPlanList } } },
    async (request) => {
      const page = pageRequest(request.query);
      const { rows, items } = await listPlans(db, callerOf(request), page);
      return { results: rows, pager: pagerOf(page, items) };
    },
  );

  app.post<{ Body: PlanInput }>(
    "/api/subscriptionplan",
    { schema: { body: PlanBody, response: { 201: SubscriptionPlan } } },
    async (request, reply) => reply.code(201).send(await createPlan(db, callerOf(request), request.body)),
  );

  app.patch<IdParams & { Body: Partial<PlanInput> }>(
    "/api/subscriptionplan/:id",
    { schema: { body: PlanPatch, response: { 200: SubscriptionPlan } } },
    async (request) => updatePlan(db, callerOf(request), pathId(request.params.id), request.body),
  );

  app.get("/api/contract/own", { schema: { response: { 200: Contract } } }, async (request) =>
    ownContract(db, callerOf(request)),
  );

  app.get("/api/contract/own/usage", { schema: { response: { 200: ContractUsage } } }, async (request) =>
    ownUsage(db, callerOf(request)),
  );

  app.post("/api/contract/own/cancel", { schema: { response: { 200: Contract } } }, async (request) =>
    cancelOwnContract(db, callerOf(request)),
  );

  app.get(
    "/api/subscription/own/active",
    { schema: { response: { 200: OwnSubscription } } },
    async (request) => ownSubscription(db, callerOf(request)),
  );

  app.get<{ Querystring: PageQuery & { state?: OrderState } }>(
    "/api/order",
    { schema: { querystring: OrderQuery, response: { 200: OrderList } } },
    async (request) => {
      const page = pageRequest(request.query);
      const { rows, items } = await listOrders(db, callerOf(request), request.query.state, page);
      return { results: rows, pager: pagerOf(page, items) };
    },
  );

  app.post<{ Body: { plan: number } }>(
    "/api/order",
    { schema: { body: OrderBody, response: { 201: Order } } },
    async (request, reply) =>
      reply.code(201).send(await placeOrder(db, callerOf(request), request.body.plan)),
  );

  app.get<IdParams>("/api/order/:id", { schema: { response: { 200: Order } } }, async (request) =>
    getOrder(db, callerOf(request), pathId(request.params.id)),
  );

  app.patch<IdParams & { Body: { state: "confirmed" | "cancelled" } }>(
    "/api/order/:id",
    { schema: { body: DecisionBody, response: { 200: Order } } },
    async (request) => decideOrder(db, callerOf(request), pathId(request.params.id), request.body.state),
  );
}
