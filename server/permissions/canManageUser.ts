import type { CallerContext } from "./callerContext";
import { hasAdminCredential } from "./hasAdminCredential";
import type { UserStanding } from "./userStanding";

/**
 * Users the caller already knows as a user manager: members (deactivated too) of an environment where the
 * caller holds kedo.user or is environment admin, and users the caller created; super admins manage all.
 * Only these may be added to an environment by id; anyone else is invited and accepts first.
 */
export function canManageUser(ctx: CallerContext, user: UserStanding): boolean {
  if (ctx.superAdmin || user.createdBy === ctx.userId) return true;
  return user.memberships.some((m) => hasAdminCredential(ctx, m.environmentId, "kedo.user"));
}
