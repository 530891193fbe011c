import { api } from "../../../api/apiClient";

/** GET /logout_cookie: ends the session on the server. */
export async function logoutCall(): Promise<void> {
  await api("/logout_cookie");
}
