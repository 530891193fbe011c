import type { LinkPatch } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** PATCH /defdossierlink/{id}: everything but the target entity (spec 3-designer section 7). */
export async function updateLink(linkId: number, body: LinkPatch): Promise<void> {
  await api(`/defdossierlink/${linkId}`, { method: "PATCH", body });
}
