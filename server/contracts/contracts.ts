import type { Contract, ContractUsage } from "../../schemas";
import type { Database } from "../db/database";
import { badRequest, forbidden, notFound } from "../http/errors";
import type { CallerContext } from "../permissions/callerContext";
import { planColumns, planOf } from "./plans";

/** The key of the shell's expired modal (spec 2-records), answered with 402 by what an expired contract stops. */
export const SUBSCRIPTION_EXPIRED = "subscription_expired";
export const ALREADY_CANCELLED = "This contract has been cancelled already";

export const isoOrNull = (value: unknown): string | null =>
  value == null ? null : new Date(value as string).toISOString();

const CONTRACT_SELECT = `select c.id, c.uuid, c.starts_at, c.ends_at, c.cancelled_at,
        (c.ends_at is not null and c.ends_at <= now()) as expired,
        u.id as user_id, u.username, ${planColumns("p", "plan_")}
   from contracts c join users u on u.id = c.user_id join subscription_plans p on p.id = c.plan_id`;

function contractOf(row: Record<string, unknown>): Contract {
  return {
    id: row.id as number,
    uuid: row.uuid as string,
    user: { id: row.user_id as number, username: row.username as string },
    plan: planOf(row, "plan_") as Contract["plan"],
    starts_at: isoOrNull(row.starts_at) as string,
    ends_at: isoOrNull(row.ends_at),
    cancelled_at: isoOrNull(row.cancelled_at),
    expired: row.expired === true,
  };
}

/** The contract of a user, or null when they have none. */
export async function contractOfUser(db: Database, userId: number): Promise<Contract | null> {
  const [row] = await db.query<Record<string, unknown>>(`${CONTRACT_SELECT} where c.user_id = $1`, [userId]);
  return row ? contractOf(row) : null;
}

function assertContractAdmin(ctx: CallerContext): void {
  if (!ctx.contractAdmin) throw forbidden();
}

/** GET /contract/own: the caller's contract; 404 while the contract admin has none (an order starts one). */
export async function ownContract(db: Database, ctx: CallerContext): Promise<Contract> {
  assertContractAdmin(ctx);
  const contract = await contractOfUser(db, ctx.userId);
  if (!contract) throw notFound();
  return contract;
}

/** GET /subscription/own/active: the shell's flag; a contract admin without a contract has nothing expired. */
export async function ownSubscription(db: Database, ctx: CallerContext) {
  assertContractAdmin(ctx);
  const contract = await contractOfUser(db, ctx.userId);
  return { subscription: contract, expired: contract?.expired ?? false };
}

/**
 * What a contract admin's environments hold: the environments they created, and the distinct active members
 * of those environments (themselves included).
 */
export async function usageOfUser(
  db: Database,
  userId: number,
): Promise<{ environments: number; users: number }> {
  const [row] = await db.query<{ environments: number; users: number }>(
    `select (select count(*)::int from environments where created_by = $1) as environments,
            (select count(distinct eu.user_id)::int from environment_users eu
               join environments e on e.id = eu.environment_id
              where e.created_by = $1 and eu.active) as users`,
    [userId],
  );
  return { environments: row?.environments ?? 0, users: row?.users ?? 0 };
}

/** GET /contract/own/usage: the usage against the plan's limits (none without a contract). */
export async function ownUsage(db: Database, ctx: CallerContext): Promise<ContractUsage> {
  assertContractAdmin(ctx);
  const [usage, contract] = await Promise.all([usageOfUser(db, ctx.userId), contractOfUser(db, ctx.userId)]);
  return {
    ...usage,
    max_environments: contract?.plan.max_environments ?? null,
    max_users: contract?.plan.max_users ?? null,
  };
}

/**
 * POST /contract/own/cancel: the contract runs to the end of the month it is in (counted from its start) and
 * then expires; an order confirmed before then continues it.
 */
export async function cancelOwnContract(db: Database, ctx: CallerContext): Promise<Contract> {
  const contract = await ownContract(db, ctx);
  if (contract.cancelled_at || contract.expired) throw badRequest({ contract: ALREADY_CANCELLED });
  await db.query(
    `update contracts set cancelled_at = now(), modified_at = now(),
            ends_at = least(coalesce(ends_at, 'infinity'::timestamptz), starts_at + ((
              extract(year from age(now(), starts_at)) * 12 + extract(month from age(now(), starts_at)))::int + 1
            ) * interval '1 month')
      where id = $1`,
    [contract.id],
  );
  return (await contractOfUser(db, ctx.userId)) as Contract;
}
