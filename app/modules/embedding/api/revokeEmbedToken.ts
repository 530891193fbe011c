import { api } from "../../../api/apiClient";

/** DELETE /embedtoken/{id}: the token stops working at once and stays listed as revoked. */
export function revokeEmbedToken(id: number) {
  return api<void>(`/embedtoken/${id}`, { method: "DELETE" });
}
