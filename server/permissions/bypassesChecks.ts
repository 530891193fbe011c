import type { CallerContext } from "./callerContext";

/** Super admins and the environment's admins may do everything inside it. */
export function bypassesChecks(ctx: CallerContext, environmentId: number): boolean {
  return ctx.superAdmin || (ctx.isMember(environmentId) && ctx.environmentAdmin(environmentId));
}
