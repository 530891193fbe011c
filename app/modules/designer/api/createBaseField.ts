import type { BaseFieldCreate } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** POST /deffield {name, settings, environment, type, uuid} (spec 3-designer section 7). */
export async function createBaseField(body: BaseFieldCreate): Promise<{ id: number; uuid: string }> {
  return api<{ id: number; uuid: string }>("/deffield", { method: "POST", body });
}
