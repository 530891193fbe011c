import { api } from "../../../api/apiClient";

/** PUT /user/{id}/avatar with the picture as a data URL (png, jpeg or webp, at most 512 KB). */
export async function setAvatar(id: number, dataUrl: string): Promise<void> {
  await api(`/user/${id}/avatar`, { method: "PUT", body: { avatar: dataUrl } });
}

/** DELETE /user/{id}/avatar. */
export async function removeAvatar(id: number): Promise<void> {
  await api(`/user/${id}/avatar`, { method: "DELETE" });
}
