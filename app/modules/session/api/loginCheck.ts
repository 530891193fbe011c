import type { TokenData } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** POST /login_check; the verification code, when there is one, goes in the OTP header. */
export function loginCheck(username: string, password: string, code?: string): Promise<TokenData> {
  return api<TokenData>("/login_check", {
    method: "POST",
    body: { username, password },
    ...(code ? { headers: { OTP: code } } : {}),
  });
}
