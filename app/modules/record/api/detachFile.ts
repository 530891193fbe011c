import { api } from "../../../api/apiClient";

/** DELETE /file/{id}/detach/{dossierId}, or DELETE /file/{id} when no record holds it yet. */
export async function detachFile(fileId: number, recordId?: number): Promise<void> {
  await api(recordId !== undefined ? `/file/${fileId}/detach/${recordId}` : `/file/${fileId}`, {
    method: "DELETE",
  });
}
