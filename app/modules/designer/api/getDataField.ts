import type { DataFieldAnswer } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /defdossierdeffield/{id}: one data field with its base field. */
export function getDataField(dataFieldId: number): Promise<DataFieldAnswer> {
  return api<DataFieldAnswer>(`/defdossierdeffield/${dataFieldId}`);
}
