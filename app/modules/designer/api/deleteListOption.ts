import { api } from "../../../api/apiClient";

/** DELETE /deffieldlist/{id}. */
export async function deleteListOption(optionId: number): Promise<void> {
  await api(`/deffieldlist/${optionId}`, { method: "DELETE" });
}
