import type { RoleMemberList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /role/{id}/users: who holds the role, a page at a time. */
export function listRoleMembers(
  id: number,
  options: { page: number; limit: number },
): Promise<RoleMemberList> {
  return api<RoleMemberList>(`/role/${id}/users`, { query: options });
}
