import type { DisplayItemWrite } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** POST /displayitem with the display field editor's whole body (spec 3-designer section 7). */
export function createDisplayItem(body: DisplayItemWrite): Promise<{ id: number; uuid: string }> {
  return api<{ id: number; uuid: string }>("/displayitem", { method: "POST", body });
}
