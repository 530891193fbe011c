import type { Me } from "../../../../schemas";
import { api } from "../../../api/apiClient";

export type { Me } from "../../../../schemas";

/** GET /user/me: the logged-in user with global roles and memberships. */
export function getMe(): Promise<Me> {
  return api<Me>("/user/me");
}
