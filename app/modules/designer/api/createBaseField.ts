import type { BaseFieldCreate, CreatedRow } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** POST /deffield {name, settings, environment, type, uuid} (spec 3-designer section 7). */
export async function createBaseField(body: BaseFieldCreate): Promise<CreatedRow> {
  return api<CreatedRow>("/deffield", { method: "POST", body });
}
