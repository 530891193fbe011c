import type { CallerContext } from "./callerContext";

/** A profile and its second factor belong to the user; only a super admin may change someone else's. */
export function canEditUser(ctx: CallerContext, userId: number): boolean {
  return ctx.userId === userId || ctx.superAdmin;
}
