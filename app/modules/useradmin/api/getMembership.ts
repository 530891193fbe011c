import { api } from "../../../api/apiClient";
import type { UserDetails } from "../../user/api/UserDetails";

/** A user as a manager sees them in one environment: their roles there and whether they may enter. */
export interface UserMembership extends UserDetails {
  environment_user_active: boolean;
  environment_roles: number[];
  /** For super admins: the global roles (ROLE_USER among them). */
  roles?: string[];
}

/** GET /user/{id}?environment: 404 when the user is no member of it. */
export function getMembership(userId: number, environment: number): Promise<UserMembership> {
  return api<UserMembership>(`/user/${userId}`, { query: { environment } });
}
