import { api } from "../../../api/apiClient";
import type { RoleDetails } from "./RoleDetails";

/** GET /role/{id}. */
export function getRole(id: number): Promise<RoleDetails> {
  return api<RoleDetails>(`/role/${id}`);
}
