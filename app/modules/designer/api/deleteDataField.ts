import { api } from "../../../api/apiClient";

/** DELETE /defdossierdeffield/{id}. */
export async function deleteDataField(dataFieldId: number): Promise<void> {
  await api(`/defdossierdeffield/${dataFieldId}`, { method: "DELETE" });
}
