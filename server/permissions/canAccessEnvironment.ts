import type { CallerContext } from "./callerContext";

/** Environments are isolated: only their members (and super admins) reach anything inside them. */
export function canAccessEnvironment(ctx: CallerContext, environmentId: number): boolean {
  return ctx.superAdmin || ctx.isMember(environmentId);
}
