import { api } from "../../../api/apiClient";

/** The caller's membership of one environment, as GET /user/me tells it. */
export interface Membership {
  id: number;
  name: string;
  active: boolean;
  environment_admin: boolean;
  roles: number[];
  credentials: string[];
}

/** GET /user/me: the logged-in user with global roles and memberships. */
export interface Me {
  id: number;
  username: string;
  email?: string | null;
  avatar?: string | null;
  roles: string[];
  profile?: { first_name?: string | null; preposition?: string | null; last_name?: string | null } | null;
  super_admin: boolean;
  contract_admin: boolean;
  /** The strictest idle time (minutes) the security policies of the user's environments set; null: none. */
  idle_minutes?: number | null;
  two_factor?: boolean;
  /** The interface language saved with the profile, among other preferences. */
  private_settings?: { language?: string | null } | null;
  environments: Membership[];
}

export function getMe(): Promise<Me> {
  return api<Me>("/user/me");
}
