import { bypassesChecks } from "../../permissions/bypassesChecks";
import type { CallerContext } from "../../permissions/callerContext";

/** The designer's parts and the admin keys that open each (beside super and environment admins). */
export const DESIGN_AREAS = {
  /** Base fields and their list options. */
  deffield: ["kedo.defdossierdeffield", "kedo.datastructure"],
  /** Entities and their settings. */
  defdossier: ["kedo.defdossier", "kedo.datastructure"],
  /** Data fields and links placed on an entity. */
  defdossierdeffield: ["kedo.defdossierdeffield", "kedo.datastructure", "kedo.erd"],
  /** Display positions, display items and custom views. */
  displayitem: ["kedo.displayitem", "kedo.datastructure"],
} as const;
export type DesignArea = keyof typeof DESIGN_AREAS;

// kedo.defdossier.{entityId}.{action} grants an action on records, not the entity designer.
const ENTITY_ACTION = /^kedo\.defdossier\.\d+\./;

function grants(credential: string, key: string): boolean {
  if (credential === key) return true;
  return credential.startsWith(`${key}.`) && !ENTITY_ACTION.test(credential);
}

/** May the caller change this part of the environment's metadata? */
export function canDesign(ctx: CallerContext, environmentId: number, area: DesignArea): boolean {
  if (bypassesChecks(ctx, environmentId)) return true;
  const keys: readonly string[] = DESIGN_AREAS[area];
  for (const credential of ctx.credentials(environmentId)) {
    if (keys.some((key) => grants(credential, key))) return true;
  }
  return false;
}
