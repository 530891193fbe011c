import { api } from "../../../api/apiClient";

/** DELETE /file/{id}: refused (409) while a record holds the file. */
export function deleteFile(fileId: number): Promise<void> {
  return api(`/file/${fileId}`, { method: "DELETE" });
}
