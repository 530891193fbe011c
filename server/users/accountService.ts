import type { Database } from "../db/database";
import { assertNoErrors, type FieldErrors, forbidden, notFound } from "../http/errors";
import { bypassesChecks } from "../permissions/bypassesChecks";
import {
  type CallerContext,
  ENVIRONMENT_ADMIN,
  GLOBAL_ROLES,
  ROLE_ADMIN,
} from "../permissions/callerContext";
import { canManageUser } from "../permissions/canManageUser";
import { loadUserStanding } from "./userStanding";

export const NOT_YOURSELF = "You cannot take this from your own account";

export interface AccountChange {
  /** The whole new list of global roles. */
  roles?: string[];
  /** false shuts the user out of every environment and ends their sessions at their next call. */
  active?: boolean;
}

/**
 * PATCH /user/{id}/account: a super admin's changes to what no environment owns, the global roles and the
 * account's active flag. A super admin cannot deactivate themselves nor drop their own ROLE_ADMIN, so
 * there is always one left to undo a mistake.
 */
export async function changeAccount(db: Database, ctx: CallerContext, userId: number, change: AccountChange) {
  if (!ctx.superAdmin) throw forbidden();
  const [user] = await db.query<{ id: number }>("select id from users where id = $1", [userId]);
  if (!user) throw notFound();
  const roles = change.roles ? [...new Set(change.roles)].sort() : undefined;
  const errors: FieldErrors = {};
  const unknown = roles?.find((r) => !(GLOBAL_ROLES as readonly string[]).includes(r));
  if (unknown) errors.roles = `Unknown role: ${unknown}`;
  else if (userId === ctx.userId && roles && !roles.includes(ROLE_ADMIN)) errors.roles = NOT_YOURSELF;
  if (userId === ctx.userId && change.active === false) errors.active = NOT_YOURSELF;
  assertNoErrors(errors);
  const [row] = await db.query<{ global_roles: string[]; active: boolean }>(
    `update users set global_roles = coalesce($2::text[], global_roles), active = coalesce($3, active),
            modified_at = now()
      where id = $1 returning global_roles, active`,
    [userId, roles ?? null, change.active ?? null],
  );
  return { id: userId, global_roles: row?.global_roles ?? [], active: row?.active ?? false };
}

/**
 * DELETE /user/{id}/twofactor: a user manager switches off a user's second factor (a lost phone), after
 * which the user sets it up again. Only super admins reset a super admin's, and only someone who bypasses
 * the checks in every environment where the user is environment admin resets an environment admin's.
 */
export async function resetTwoFactor(db: Database, ctx: CallerContext, userId: number) {
  const standing = await loadUserStanding(db, userId);
  if (!canManageUser(ctx, standing)) throw forbidden();
  const [user] = await db.query<{ global_roles: string[] }>("select global_roles from users where id = $1", [
    userId,
  ]);
  if (!ctx.superAdmin) {
    if (user?.global_roles.includes(ROLE_ADMIN)) throw forbidden();
    const adminOf = await db.query<{ environment_id: number }>(
      `select distinct eu.environment_id from environment_users eu
         join environment_user_roles eur on eur.environment_user_id = eu.id
         join role_credentials rc on rc.role_id = eur.role_id
        where eu.user_id = $1 and rc.credential = $2`,
      [userId, ENVIRONMENT_ADMIN],
    );
    if (adminOf.some((m) => !bypassesChecks(ctx, m.environment_id))) throw forbidden();
  }
  await db.query(
    "update users set totp_secret = null, totp_pending_secret = null, totp_last_step = null where id = $1",
    [userId],
  );
  return { enabled: false };
}
