import { api } from "../../../api/apiClient";

/** DELETE /role/{id}: refused with a 400 while users hold the role. */
export async function deleteRole(id: number): Promise<void> {
  await api(`/role/${id}`, { method: "DELETE" });
}
