import type { CreatedNamedRow, DataFieldCreate } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** POST /defdossierdeffield (spec 3-designer section 7); answers the new id and uuid. */
export function createDataField(body: DataFieldCreate): Promise<CreatedNamedRow> {
  return api<CreatedNamedRow>("/defdossierdeffield", { method: "POST", body });
}
