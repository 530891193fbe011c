import type { CreatedNamedRow, LinkCreate } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** POST /defdossierlink (spec 3-designer section 7); answers the new id and uuid. */
export function createLink(body: LinkCreate): Promise<CreatedNamedRow> {
  return api<CreatedNamedRow>("/defdossierlink", { method: "POST", body });
}
