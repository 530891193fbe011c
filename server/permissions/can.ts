import { bypassesChecks } from "./bypassesChecks";
import type { CallerContext } from "./callerContext";

/** The credential that grants one action on one entity. */
export function entityCredential(entityId: number, action: string): string {
  return `kedo.defdossier.${entityId}.${action}`;
}

/** May the caller perform `action` (show, edit, create, ...) on records of the entity? */
export function can(ctx: CallerContext, environmentId: number, entityId: number, action: string): boolean {
  if (bypassesChecks(ctx, environmentId)) return true;
  return ctx.credentials(environmentId).has(entityCredential(entityId, action));
}
