import type { Database } from "../db/database";
import { HttpError } from "../http/errors";
import type { CallerContext } from "../permissions/callerContext";
import { contractOfUser, SUBSCRIPTION_EXPIRED, usageOfUser } from "./contracts";

export const SUBSCRIPTION_LIMIT_REACHED = "You cannot create any more environments in your subscription.";

/**
 * The subscription check of a contract admin's new environment (spec 1-platform section 6): an expired
 * contract answers 402 subscription_expired, a plan whose environments are all used 403 with the spec's text.
 * A contract admin without a contract is held to the user's own environment_limit (null: none), as before
 * contracts existed. Super admins are not checked.
 */
export async function assertEnvironmentAllowed(db: Database, ctx: CallerContext): Promise<void> {
  if (ctx.superAdmin) return;
  const contract = await contractOfUser(db, ctx.userId);
  const { environments } = await usageOfUser(db, ctx.userId);
  if (contract) {
    if (contract.expired) throw new HttpError(402, { message: SUBSCRIPTION_EXPIRED });
    if (environments >= contract.plan.max_environments) {
      throw new HttpError(403, { message: SUBSCRIPTION_LIMIT_REACHED });
    }
    return;
  }
  const [user] = await db.query<{ environment_limit: number | null }>(
    "select environment_limit from users where id = $1",
    [ctx.userId],
  );
  if (user?.environment_limit != null && environments >= user.environment_limit) {
    throw new HttpError(403, { message: SUBSCRIPTION_LIMIT_REACHED });
  }
}
