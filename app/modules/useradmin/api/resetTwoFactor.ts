import { api } from "../../../api/apiClient";

/** DELETE /user/{id}/twofactor: switches a user's second factor off; they set it up again themselves. */
export async function resetTwoFactor(userId: number): Promise<void> {
  await api(`/user/${userId}/twofactor`, { method: "DELETE" });
}
