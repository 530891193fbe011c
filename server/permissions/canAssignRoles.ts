import { bypassesChecks } from "./bypassesChecks";
import type { CallerContext } from "./callerContext";
import { hasAdminCredential } from "./hasAdminCredential";

/**
 * May the caller give a user these roles in the environment? User managers (kedo.user) may, but only
 * environment admins and super admins may hand out a role that makes an environment admin.
 */
export function canAssignRoles(
  ctx: CallerContext,
  environmentId: number,
  grantsEnvironmentAdmin: boolean,
): boolean {
  if (grantsEnvironmentAdmin) return bypassesChecks(ctx, environmentId);
  return hasAdminCredential(ctx, environmentId, "kedo.user");
}
