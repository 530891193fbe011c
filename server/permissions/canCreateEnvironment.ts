import type { CallerContext } from "./callerContext";

/** Only super admins and contract admins create environments (contract admins within their limit). */
export function canCreateEnvironment(ctx: CallerContext): boolean {
  return ctx.superAdmin || ctx.contractAdmin;
}
