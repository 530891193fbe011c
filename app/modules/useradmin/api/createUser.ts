import type { CreatedUser } from "../../../../schemas";
import { api } from "../../../api/apiClient";

export interface NewUserRequest {
  username: string;
  email: string;
  profile: { first_name: string; last_name: string };
  /** A first password, or none and `invite` for a mailed login link. */
  password?: string;
  invite?: boolean;
  environment: number;
  environment_roles: number[];
}

/** POST /user: the user, their membership and roles in one go. */
export function createUser(request: NewUserRequest): Promise<CreatedUser> {
  return api<CreatedUser>("/user", { method: "POST", body: request });
}
