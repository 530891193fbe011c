import type { CallerContext } from "./callerContext";

/** Users see themselves and the members of environments they share; super and contract admins see all. */
export function canSeeUser(
  ctx: CallerContext,
  userId: number,
  userEnvironmentIds: readonly number[],
): boolean {
  if (ctx.userId === userId || ctx.superAdmin || ctx.contractAdmin) return true;
  return userEnvironmentIds.some((id) => ctx.isMember(id));
}
