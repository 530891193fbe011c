import type { ListOptionPatch } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** PATCH /deffieldlist/{id}: the create body, or a rank alone when reordering. */
export async function updateListOption(optionId: number, body: ListOptionPatch): Promise<void> {
  await api(`/deffieldlist/${optionId}`, { method: "PATCH", body });
}
