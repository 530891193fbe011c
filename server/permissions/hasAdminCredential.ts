import { bypassesChecks } from "./bypassesChecks";
import type { CallerContext } from "./callerContext";

/**
 * May the caller use an admin area of the environment, such as kedo.role or kedo.user? A narrower key
 * (kedo.file.delete) also counts for its area (kedo.file), as the menu's "beginning with" rule has it.
 */
export function hasAdminCredential(ctx: CallerContext, environmentId: number, key: string): boolean {
  if (bypassesChecks(ctx, environmentId)) return true;
  for (const credential of ctx.credentials(environmentId)) {
    if (credential === key || credential.startsWith(`${key}.`)) return true;
  }
  return false;
}
