import { api } from "../../../api/apiClient";
import type { BaseFieldDetails } from "../components/baseField/BaseFieldDetails";

/** GET /deffield/{id}: a base field with its options and the data fields that place it. */
export async function getBaseField(baseFieldId: number): Promise<BaseFieldDetails> {
  return api<BaseFieldDetails>(`/deffield/${baseFieldId}`);
}
