import type { CreatedRow, EntityCreate } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** POST /defdossier: a new entity of the environment; answers its id and uuid. */
export function createEntity(body: EntityCreate): Promise<CreatedRow> {
  return api<CreatedRow>("/defdossier", { method: "POST", body });
}
