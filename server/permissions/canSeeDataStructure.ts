import type { CallerContext } from "./callerContext";
import { hasAdminCredential } from "./hasAdminCredential";

/**
 * May the caller read the environment's data structure (its entities, data fields and links at once)? The
 * data structure page and the ERD show it, so either of their admin keys opens it; admins see all.
 */
export function canSeeDataStructure(ctx: CallerContext, environmentId: number): boolean {
  return (
    hasAdminCredential(ctx, environmentId, "kedo.datastructure") ||
    hasAdminCredential(ctx, environmentId, "kedo.erd")
  );
}
