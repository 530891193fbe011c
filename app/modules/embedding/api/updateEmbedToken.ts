import type { EmbedToken } from "../../../../schemas";
import { api } from "../../../api/apiClient";
import type { EmbedTokenChanges } from "./EmbedToken";

/** PATCH /embedtoken/{id}: a new name, allowed origins or expiry; answers the token as listed. */
export function updateEmbedToken(id: number, changes: EmbedTokenChanges) {
  return api<EmbedToken>(`/embedtoken/${id}`, { method: "PATCH", body: changes });
}
