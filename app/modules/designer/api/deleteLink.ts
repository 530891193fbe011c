import { api } from "../../../api/apiClient";

/** DELETE /defdossierlink/{id}. */
export async function deleteLink(linkId: number): Promise<void> {
  await api(`/defdossierlink/${linkId}`, { method: "DELETE" });
}
