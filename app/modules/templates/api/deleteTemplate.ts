import { api } from "../../../api/apiClient";

/** DELETE /admin/template/{id}. */
export function deleteTemplate(id: number): Promise<unknown> {
  return api(`/admin/template/${id}`, { method: "DELETE" });
}
