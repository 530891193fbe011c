import type { TokenData } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /refresh_token: renews the session, answers the new iat and exp. */
export function refreshToken(): Promise<Pick<TokenData, "iat" | "exp">> {
  return api<TokenData>("/refresh_token");
}
