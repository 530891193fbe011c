import type { EntityAnswer } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /defdossier/{id}: the actions the caller may do on the entity's records (show, create, delete, ...). */
export async function getEntityCredentials(entityId: number): Promise<string[]> {
  const entity = await api<EntityAnswer>(`/defdossier/${entityId}`);
  return entity.credentials;
}
