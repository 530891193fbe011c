import type { CreatedRow, DisplayItemWrite } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** POST /displayitem with the display field editor's whole body (spec 3-designer section 7). */
export function createDisplayItem(body: DisplayItemWrite): Promise<CreatedRow> {
  return api<CreatedRow>("/displayitem", { method: "POST", body });
}
