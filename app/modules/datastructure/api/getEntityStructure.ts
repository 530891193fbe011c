import type { DataStructureEntity } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /datastructure/{id}: one entity with its data fields, its links and the links pointing at it. */
export function getEntityStructure(entityId: number): Promise<DataStructureEntity> {
  return api<DataStructureEntity>(`/datastructure/${entityId}`);
}
