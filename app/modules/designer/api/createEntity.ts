import type { EntityCreate } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** POST /defdossier: a new entity of the environment; answers its id and uuid. */
export function createEntity(body: EntityCreate): Promise<{ id: number; uuid: string }> {
  return api<{ id: number; uuid: string }>("/defdossier", { method: "POST", body });
}
