import { itemAllowed } from "../../engine";
import type { Bundle } from "../../schemas";
import type { Database } from "../db/database";
import type { CallerContext } from "../permissions/callerContext";
import { requireEntity } from "./entityAccess";
import { loadEntityModels } from "./entityModels";

/**
 * GET /api/defdossier/{id}/bundle: the engine's input for one entity as the caller may see it, so the app
 * compiles the same models the server validates with. Items the caller's roles exclude are left out whole
 * (their metadata too); the context carries the caller's roles, admin flag and the locale used. An embed
 * token that may only create asks with its own right instead of show.
 */
export async function entityBundle(
  db: Database,
  caller: CallerContext,
  entityId: number,
  locale?: unknown,
  right: "show" | "create" = "show",
): Promise<Bundle> {
  const entity = await requireEntity(db, caller, entityId, right);
  const { bundle, context } = await loadEntityModels(db, caller, entity, locale);
  return {
    ...bundle,
    positions: bundle.positions.map((position) => ({
      ...position,
      display_items: position.display_items.filter((item) => itemAllowed(item, context)),
    })),
  };
}
