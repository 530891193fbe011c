import type { SubscriptionPlan } from "../../schemas";
import type { Database } from "../db/database";
import { badRequest, forbidden, notFound } from "../http/errors";
import { ALREADY_USED } from "../http/messages";
import type { PageRequest } from "../http/pager";
import type { CallerContext } from "../permissions/callerContext";

/** The columns of a plan as the API answers it (prefix: the plan table's alias). */
export const planColumns = (alias: string, prefix = "") =>
  `${alias}.id as ${prefix}id, ${alias}.uuid as ${prefix}uuid, ${alias}.name as ${prefix}name,
   ${alias}.description as ${prefix}description, ${alias}.max_environments as ${prefix}max_environments,
   ${alias}.max_users as ${prefix}max_users, ${alias}.price_per_month::float8 as ${prefix}price_per_month,
   ${alias}.active as ${prefix}active`;

/** Reads the plan whose columns were selected with `planColumns(alias, prefix)`; null when they are empty. */
export function planOf(row: Record<string, unknown>, prefix = ""): SubscriptionPlan | null {
  if (row[`${prefix}id`] == null) return null;
  return {
    id: row[`${prefix}id`] as number,
    uuid: row[`${prefix}uuid`] as string,
    name: row[`${prefix}name`] as string,
    description: row[`${prefix}description`] as string,
    max_environments: row[`${prefix}max_environments`] as number,
    max_users: row[`${prefix}max_users`] as number,
    price_per_month: Number(row[`${prefix}price_per_month`]),
    active: row[`${prefix}active`] as boolean,
  };
}

/** Plans are shown to those who hold or sell contracts: contract admins and super admins. */
function assertMaySeePlans(ctx: CallerContext): void {
  if (!ctx.superAdmin && !ctx.contractAdmin) throw forbidden();
}

/** GET /subscriptionplan: the plans offered, cheapest first; super admins also see inactive ones. */
export async function listPlans(db: Database, ctx: CallerContext, page: PageRequest) {
  assertMaySeePlans(ctx);
  const where = "($1::boolean or p.active)";
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from subscription_plans p where ${where}`,
    [ctx.superAdmin],
  );
  const rows = await db.query<Record<string, unknown>>(
    `select ${planColumns("p")} from subscription_plans p where ${where}
      order by p.price_per_month, lower(p.name), p.id limit $2 offset $3`,
    [ctx.superAdmin, page.limit, page.offset],
  );
  return { rows: rows.map((row) => planOf(row) as SubscriptionPlan), items: count?.n ?? 0 };
}

export async function findPlan(db: Database, id: number): Promise<SubscriptionPlan | null> {
  const [row] = await db.query<Record<string, unknown>>(
    `select ${planColumns("p")} from subscription_plans p where p.id = $1`,
    [id],
  );
  return row ? planOf(row) : null;
}

export interface PlanInput {
  name: string;
  description?: string;
  max_environments: number;
  max_users: number;
  price_per_month: number;
  active?: boolean;
}

async function assertNameFree(db: Database, name: string, exceptId: number | null): Promise<void> {
  const taken = await db.query(
    "select 1 from subscription_plans where lower(name) = lower($1) and id <> coalesce($2::int, 0)",
    [name.trim(), exceptId],
  );
  if (taken.length > 0) throw badRequest({ name: ALREADY_USED });
}

/** POST /subscriptionplan, for super admins. */
export async function createPlan(db: Database, ctx: CallerContext, input: PlanInput) {
  if (!ctx.superAdmin) throw forbidden();
  await assertNameFree(db, input.name, null);
  const [row] = await db.query<{ id: number }>(
    `insert into subscription_plans (name, description, max_environments, max_users, price_per_month, active)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      input.name.trim(),
      input.description?.trim() ?? "",
      input.max_environments,
      input.max_users,
      input.price_per_month,
      input.active ?? true,
    ],
  );
  return findPlan(db, row?.id ?? 0) as Promise<SubscriptionPlan>;
}

/** PATCH /subscriptionplan/{id}, for super admins; contracts on the plan get its new limits at once. */
export async function updatePlan(db: Database, ctx: CallerContext, id: number, input: Partial<PlanInput>) {
  if (!ctx.superAdmin) throw forbidden();
  const plan = await findPlan(db, id);
  if (!plan) throw notFound();
  if (input.name !== undefined) await assertNameFree(db, input.name, id);
  await db.query(
    `update subscription_plans set name = $2, description = $3, max_environments = $4, max_users = $5,
            price_per_month = $6, active = $7, modified_at = now()
      where id = $1`,
    [
      id,
      input.name?.trim() ?? plan.name,
      input.description?.trim() ?? plan.description,
      input.max_environments ?? plan.max_environments,
      input.max_users ?? plan.max_users,
      input.price_per_month ?? plan.price_per_month,
      input.active ?? plan.active,
    ],
  );
  return findPlan(db, id) as Promise<SubscriptionPlan>;
}
