import { api } from "../../../api/apiClient";
import type { RoleDetails } from "./RoleDetails";

/** PATCH /role/{id}/credentials {grant, revoke}: only the rights that changed. */
export function changeRoleCredentials(
  id: number,
  change: { grant: string[]; revoke: string[] },
): Promise<RoleDetails> {
  return api<RoleDetails>(`/role/${id}/credentials`, { method: "PATCH", body: change });
}
