import type { CreatedRow, DisplayItemWrite } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** POST /displayitem with the quick create body of the 'Add display items?' dialog (spec 3-designer section 7). */
export function quickCreateDisplayItem(body: DisplayItemWrite): Promise<CreatedRow> {
  return api<CreatedRow>("/displayitem", { method: "POST", body });
}
