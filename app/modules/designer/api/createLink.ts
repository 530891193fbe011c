import type { LinkCreate } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** POST /defdossierlink (spec 3-designer section 7); answers the new id and uuid. */
export function createLink(body: LinkCreate): Promise<{ id: number; uuid: string }> {
  return api<{ id: number; uuid: string }>("/defdossierlink", { method: "POST", body });
}
