import type { BaseFieldDetails } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /deffield/{id}: a base field with its options and the data fields that place it. */
export async function getBaseField(baseFieldId: number): Promise<BaseFieldDetails> {
  return api<BaseFieldDetails>(`/deffield/${baseFieldId}`);
}
