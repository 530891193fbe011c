import type { Order, OrderState, SubscriptionPlan } from "../../schemas";
import type { Database } from "../db/database";
import { badRequest, forbidden, notFound } from "../http/errors";
import { INVALID } from "../http/messages";
import type { PageRequest } from "../http/pager";
import type { CallerContext } from "../permissions/callerContext";
import { contractOfUser, isoOrNull, usageOfUser } from "./contracts";
import { findPlan, planColumns, planOf } from "./plans";

export const CURRENT_PLAN = "This is your current plan";
export const USAGE_ABOVE_PLAN = "Your environments or users are more than this plan allows";
export const ORDER_WAITING = "An earlier order is waiting for confirmation";
export const ORDER_CLOSED = "This order is no longer open";

const ORDER_SELECT = `select o.id, o.uuid, o.price_per_month::float8 as price_per_month, o.kind, o.state,
        o.placed_at, o.decided_at, o.user_id, u.username, d.username as decided_by_username,
        ${planColumns("p", "plan_")}, ${planColumns("pp", "previous_")}
   from orders o join users u on u.id = o.user_id join subscription_plans p on p.id = o.plan_id
   left join subscription_plans pp on pp.id = o.previous_plan_id left join users d on d.id = o.decided_by`;

function orderOf(row: Record<string, unknown>): Order {
  return {
    id: row.id as number,
    uuid: row.uuid as string,
    plan: planOf(row, "plan_") as SubscriptionPlan,
    previous_plan: planOf(row, "previous_"),
    price_per_month: Number(row.price_per_month),
    kind: row.kind as Order["kind"],
    state: row.state as OrderState,
    payment: "invoice",
    placed_at: isoOrNull(row.placed_at) as string,
    placed_by: { id: row.user_id as number, username: row.username as string },
    decided_at: isoOrNull(row.decided_at),
    decided_by: (row.decided_by_username as string | null) ?? null,
  };
}

async function findOrder(db: Database, id: number, lock = false): Promise<Order | null> {
  const [row] = await db.query<Record<string, unknown>>(
    `${ORDER_SELECT} where o.id = $1${lock ? " for update of o" : ""}`,
    [id],
  );
  return row ? orderOf(row) : null;
}

/** A plan's usage fits when the contract admin's environments and their members are within its limits. */
async function assertUsageFits(db: Database, userId: number, plan: SubscriptionPlan): Promise<void> {
  const usage = await usageOfUser(db, userId);
  if (usage.environments > plan.max_environments || usage.users > plan.max_users) {
    throw badRequest({ plan: USAGE_ABOVE_PLAN });
  }
}

/**
 * POST /order {plan}: a contract admin orders a plan, to start a contract, move up or move down. The order waits
 * for a super admin to confirm it (it is paid by invoice; there is no payment provider).
 */
export async function placeOrder(db: Database, ctx: CallerContext, planId: number): Promise<Order> {
  if (!ctx.contractAdmin) throw forbidden();
  const plan = await findPlan(db, planId);
  if (!plan?.active) throw badRequest({ plan: INVALID });
  const contract = await contractOfUser(db, ctx.userId);
  const running = contract && !contract.expired;
  if (running && !contract.cancelled_at && contract.plan.id === plan.id)
    throw badRequest({ plan: CURRENT_PLAN });
  await assertUsageFits(db, ctx.userId, plan);
  const waiting = await db.query("select 1 from orders where user_id = $1 and state = 'placed'", [
    ctx.userId,
  ]);
  if (waiting.length > 0) throw badRequest({ plan: ORDER_WAITING });
  const current = running ? contract.plan : null;
  const kind =
    !current || current.id === plan.id
      ? "new"
      : plan.price_per_month > current.price_per_month ||
          (plan.price_per_month === current.price_per_month &&
            plan.max_environments > current.max_environments)
        ? "upgrade"
        : "downgrade";
  const [row] = await db.query<{ id: number }>(
    `insert into orders (user_id, plan_id, previous_plan_id, price_per_month, kind)
     values ($1, $2, $3, $4, $5) returning id`,
    [ctx.userId, plan.id, contract?.plan.id ?? null, plan.price_per_month, kind],
  );
  return (await findOrder(db, row?.id ?? 0)) as Order;
}

/** Who may see an order: the contract admin who placed it and super admins; to anyone else it does not exist. */
function assertMaySee(ctx: CallerContext, order: Order | null): asserts order is Order {
  if (!order || (!ctx.superAdmin && order.placed_by.id !== ctx.userId)) throw notFound();
}

/** GET /order/{id}. */
export async function getOrder(db: Database, ctx: CallerContext, id: number): Promise<Order> {
  const order = await findOrder(db, id);
  assertMaySee(ctx, order);
  return order;
}

/** GET /order?state: the caller's own orders, or all of them for super admins; newest first. */
export async function listOrders(
  db: Database,
  ctx: CallerContext,
  state: OrderState | undefined,
  page: PageRequest,
) {
  if (!ctx.superAdmin && !ctx.contractAdmin) throw forbidden();
  const where = "($1::boolean or o.user_id = $2) and ($3::text is null or o.state = $3)";
  const params = [ctx.superAdmin, ctx.userId, state ?? null];
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from orders o where ${where}`,
    params,
  );
  const rows = await db.query<Record<string, unknown>>(
    `${ORDER_SELECT} where ${where} order by o.placed_at desc, o.id desc limit $4 offset $5`,
    [...params, page.limit, page.offset],
  );
  return { rows: rows.map(orderOf), items: count?.n ?? 0 };
}

/**
 * PATCH /order/{id} {state}: a super admin confirms a placed order (the contract moves to its plan, or starts on
 * it, and runs on month by month) or cancels it; the contract admin who placed it may cancel it.
 */
export async function decideOrder(
  db: Database,
  ctx: CallerContext,
  id: number,
  state: "confirmed" | "cancelled",
): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, id, true);
    assertMaySee(ctx, order);
    if (state === "confirmed" && !ctx.superAdmin) throw forbidden();
    if (order.state !== "placed") throw badRequest({ state: ORDER_CLOSED });
    if (state === "confirmed") {
      await assertUsageFits(tx, order.placed_by.id, order.plan);
      await tx.query(
        `insert into contracts (user_id, plan_id) values ($1, $2)
         on conflict (user_id) do update set plan_id = excluded.plan_id, cancelled_at = null, ends_at = null,
           starts_at = case when contracts.ends_at <= now() then now() else contracts.starts_at end,
           modified_at = now()`,
        [order.placed_by.id, order.plan.id],
      );
    }
    await tx.query("update orders set state = $2, decided_at = now(), decided_by = $3 where id = $1", [
      id,
      state,
      ctx.userId,
    ]);
    return (await findOrder(tx, id)) as Order;
  });
}
