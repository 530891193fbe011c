import type { EntityPatch } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** PATCH /defdossier/{id}: the server merges settings key by key, so each editor sends only its part. */
export async function updateEntity(entityId: number, body: EntityPatch): Promise<void> {
  await api(`/defdossier/${entityId}`, { method: "PATCH", body });
}
