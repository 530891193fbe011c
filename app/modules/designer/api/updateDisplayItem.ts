import type { DisplayItemWrite } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** PATCH /displayitem/{id} with the display field editor's whole body (spec 3-designer section 7). */
export async function updateDisplayItem(itemId: number, body: DisplayItemWrite): Promise<void> {
  await api(`/displayitem/${itemId}`, { method: "PATCH", body });
}
