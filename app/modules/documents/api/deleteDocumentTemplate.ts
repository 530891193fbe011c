import { api } from "../../../api/apiClient";

/** DELETE /kedocx/{id}. */
export function deleteDocumentTemplate(id: number): Promise<void> {
  return api<void>(`/kedocx/${id}`, { method: "DELETE" });
}
