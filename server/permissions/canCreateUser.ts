import type { CallerContext } from "./callerContext";
import { hasAdminCredential } from "./hasAdminCredential";

/**
 * Super and contract admins create users anywhere; a user manager (kedo.user) of an environment creates
 * them into that environment only.
 */
export function canCreateUser(ctx: CallerContext, environmentId?: number): boolean {
  if (ctx.superAdmin || ctx.contractAdmin) return true;
  return environmentId !== undefined && hasAdminCredential(ctx, environmentId, "kedo.user");
}
