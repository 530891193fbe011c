import type { DataFieldUpdate } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** PUT /defdossierdeffield/{id} with the create body plus id and uuid (spec 3-designer section 7). */
export async function updateDataField(dataFieldId: number, body: DataFieldUpdate): Promise<void> {
  await api(`/defdossierdeffield/${dataFieldId}`, { method: "PUT", body });
}
