import type { Link } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /defdossierlink/{id}: one link, with its back link. */
export function getLink(linkId: number): Promise<Link> {
  return api<Link>(`/defdossierlink/${linkId}`);
}
