import type { LinkAnswer } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /defdossierlink/{id}: one link, with its back link. */
export function getLink(linkId: number): Promise<LinkAnswer> {
  return api<LinkAnswer>(`/defdossierlink/${linkId}`);
}
