import { api } from "../../../api/apiClient";

/** POST /user/forgot_password: mails a login link when username and email belong together. */
export async function forgotPassword(username: string, email: string): Promise<void> {
  await api("/user/forgot_password", { method: "POST", body: { username, email } });
}
