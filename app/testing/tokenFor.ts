import type { TokenData } from "../../schemas";

/** Token data of a session that is valid for an hour from now. */
export function tokenFor(
  username = "admin",
  roles: TokenData["roles"] = ["ROLE_USER", "ROLE_ADMIN"],
): TokenData {
  const now = Math.floor(Date.now() / 1000);
  return { username, user_id: 1, roles, iat: now, exp: now + 3600, re_pwd: false };
}
