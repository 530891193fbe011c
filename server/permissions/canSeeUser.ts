import type { CallerContext } from "./callerContext";
import { canManageUser } from "./canManageUser";
import type { UserStanding } from "./userStanding";

/**
 * Users see themselves, the active members of environments they share, and whoever they manage (see
 * canManageUser); super admins see all. Nobody else learns a user's details, contract admins included.
 */
export function canSeeUser(ctx: CallerContext, user: UserStanding): boolean {
  if (ctx.userId === user.id || canManageUser(ctx, user)) return true;
  return user.memberships.some((m) => m.active && ctx.isMember(m.environmentId));
}
