import { api } from "../../../api/apiClient";

/** DELETE /displaycustomview/{id}: the view and the display items placed in it. */
export async function deleteCustomView(viewId: number): Promise<void> {
  await api(`/displaycustomview/${viewId}`, { method: "DELETE" });
}
