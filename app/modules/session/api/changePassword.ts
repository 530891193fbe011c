import { api } from "../../../api/apiClient";

/** PATCH /user/change_password; after a key login no old password is needed. */
export async function changePassword(password: string, repeatPassword: string): Promise<void> {
  await api("/user/change_password", {
    method: "PATCH",
    body: { password, repeat_password: repeatPassword },
  });
}
