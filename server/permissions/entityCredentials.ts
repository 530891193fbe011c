import type { CallerContext } from "./callerContext";
import { can } from "./can";
import { ENTITY_ACTIONS } from "./catalog";

/** The actions the caller holds on an entity, as GET defdossier answers them in `credentials`. */
export function entityCredentials(
  ctx: CallerContext,
  environmentId: number,
  entityId: number,
  customCredentials: readonly string[] = [],
): string[] {
  return [...ENTITY_ACTIONS, ...customCredentials].filter((action) =>
    can(ctx, environmentId, entityId, action),
  );
}
