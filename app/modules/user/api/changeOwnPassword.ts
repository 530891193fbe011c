import { api } from "../../../api/apiClient";

/** PATCH /user/change_password from the profile: the current password proves it is the user. */
export async function changeOwnPassword(
  oldPassword: string,
  password: string,
  repeat: string,
): Promise<void> {
  await api("/user/change_password", {
    method: "PATCH",
    body: { old_password: oldPassword, password, repeat_password: repeat },
  });
}
