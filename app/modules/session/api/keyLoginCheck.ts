import type { TokenData } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /key_login_check: logs in with the single-use key of a forgot-password mail. */
export function keyLoginCheck(username: string, key: string): Promise<TokenData> {
  return api<TokenData>("/key_login_check", { query: { username, key } });
}
