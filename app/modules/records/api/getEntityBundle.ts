import type { Bundle } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /defdossier/{id}/bundle: the entity's metadata and the caller's context, as the engine reads them. */
export function getEntityBundle(entityId: number, locale: string): Promise<Bundle> {
  return api<Bundle>(`/defdossier/${entityId}/bundle`, { query: { locale } });
}
