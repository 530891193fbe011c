import { api } from "../../../api/apiClient";

/** GET /defdossier/{id}: the actions the caller may do on the entity's records (show, create, delete, ...). */
export async function getEntityCredentials(entityId: number): Promise<string[]> {
  const entity = await api<{ credentials?: string[] }>(`/defdossier/${entityId}`);
  return entity.credentials ?? [];
}
