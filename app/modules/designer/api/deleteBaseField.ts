import { api } from "../../../api/apiClient";

/** DELETE /deffield/{id}: refused (400) while an entity places the base field. */
export async function deleteBaseField(baseFieldId: number): Promise<void> {
  await api(`/deffield/${baseFieldId}`, { method: "DELETE" });
}
