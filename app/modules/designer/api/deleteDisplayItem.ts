import { api } from "../../../api/apiClient";

/** DELETE /displayitem/{id}, after the designer confirmed it. */
export async function deleteDisplayItem(itemId: number): Promise<void> {
  await api(`/displayitem/${itemId}`, { method: "DELETE" });
}
