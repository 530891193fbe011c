import type { ShareModule, ShareSettings } from "../api/ShareSettings";

/** The module's settings for one entity, or null when the module is not configured for it. */
export function shareSettingsFor(
  module: ShareModule | null | undefined,
  entityId: number,
): ShareSettings | null {
  const entities = module?.settings?.entities ?? [];
  return entities.find((entry) => Number(entry.def_dossier_id) === entityId) ?? null;
}
