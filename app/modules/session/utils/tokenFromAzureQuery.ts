import type { TokenData } from "../../../../schemas";

/** The token data single sign-on hands over in the query: username, iat, exp, id and roles (a comma list). */
export function tokenFromAzureQuery(query: URLSearchParams): TokenData | null {
  const username = query.get("username");
  if (!username) return null;
  const number = (name: string) => Number.parseInt(query.get(name) ?? "", 10) || 0;
  return {
    username,
    user_id: number("id"),
    iat: number("iat"),
    exp: number("exp"),
    roles: (query.get("roles") ?? "")
      .split(",")
      .map((role) => role.trim())
      .filter((role) => role !== "") as TokenData["roles"],
  };
}
