import type { EntityAnswer } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /defdossier/{id}: the entity with its name, translations, settings and visibility roles. */
export function getEntity(entityId: number): Promise<EntityAnswer> {
  return api<EntityAnswer>(`/defdossier/${entityId}`);
}
