import type { DisplayItemWrite } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** POST /displayitem with the quick create body of the 'Add display items?' dialog (spec 3-designer section 7). */
export function quickCreateDisplayItem(body: DisplayItemWrite): Promise<{ id: number; uuid: string }> {
  return api<{ id: number; uuid: string }>("/displayitem", { method: "POST", body });
}
