import type { Entity } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /defdossier/{id}: the entity with its name, translations, settings and visibility roles. */
export function getEntity(entityId: number): Promise<Entity> {
  return api<Entity>(`/defdossier/${entityId}`);
}
