import type { DataFieldCreate } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** POST /defdossierdeffield (spec 3-designer section 7); answers the new id and uuid. */
export function createDataField(body: DataFieldCreate): Promise<{ id: number; uuid: string }> {
  return api<{ id: number; uuid: string }>("/defdossierdeffield", { method: "POST", body });
}
