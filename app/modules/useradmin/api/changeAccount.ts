import type { UserAccount } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** PATCH /user/{id}/account (super admins): the global roles and whether the account may log in at all. */
export function changeAccount(
  userId: number,
  change: { roles?: string[]; active?: boolean },
): Promise<UserAccount> {
  return api<UserAccount>(`/user/${userId}/account`, { method: "PATCH", body: change });
}
