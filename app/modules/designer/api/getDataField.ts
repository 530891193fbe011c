import type { DataField } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /defdossierdeffield/{id}: one data field with its base field. */
export function getDataField(dataFieldId: number): Promise<DataField> {
  return api<DataField>(`/defdossierdeffield/${dataFieldId}`);
}
