import { api } from "../../../api/apiClient";

/** PATCH /user/{id}/account (super admins): the global roles and whether the account may log in at all. */
export function changeAccount(
  userId: number,
  change: { roles?: string[]; active?: boolean },
): Promise<{ id: number; global_roles: string[]; active: boolean }> {
  return api(`/user/${userId}/account`, { method: "PATCH", body: change });
}
