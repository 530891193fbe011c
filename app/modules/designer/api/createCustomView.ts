import type { CustomViewWrite } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** POST /displaycustomview {viewName, environment, defDossier} (spec 3-designer section 7). */
export function createCustomView(body: CustomViewWrite): Promise<{ id: number }> {
  return api<{ id: number }>("/displaycustomview", { method: "POST", body });
}
