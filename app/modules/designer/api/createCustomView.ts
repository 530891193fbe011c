import type { CreatedRow, CustomViewWrite } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** POST /displaycustomview {viewName, environment, defDossier} (spec 3-designer section 7). */
export function createCustomView(body: CustomViewWrite): Promise<CreatedRow> {
  return api<CreatedRow>("/displaycustomview", { method: "POST", body });
}
