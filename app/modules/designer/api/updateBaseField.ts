import type { BaseFieldPatch } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** PATCH /deffield/{id} {name, settings}; an unplaced base field may also change its type. */
export async function updateBaseField(
  baseFieldId: number,
  body: BaseFieldPatch & { type?: string },
): Promise<void> {
  await api(`/deffield/${baseFieldId}`, { method: "PATCH", body });
}
