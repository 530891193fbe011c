import type { CustomViewWrite } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** PATCH /displaycustomview/{id}: a rename; the server moves the view's items and settings along. */
export async function updateCustomView(viewId: number, body: CustomViewWrite): Promise<void> {
  await api(`/displaycustomview/${viewId}`, { method: "PATCH", body });
}
