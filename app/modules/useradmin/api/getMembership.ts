import type { UserDetails } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/**
 * A user as a manager sees them in one environment: their roles there and whether they may enter (always
 * answered when the call names the environment); the global roles for those who may edit the user.
 */
export type UserMembership = UserDetails &
  Required<Pick<UserDetails, "environment_user_active" | "environment_roles">>;

/** GET /user/{id}?environment: 404 when the user is no member of it. */
export function getMembership(userId: number, environment: number): Promise<UserMembership> {
  return api<UserMembership>(`/user/${userId}`, { query: { environment } });
}
