import { api } from "../../../api/apiClient";

/** PUT /defdossierdeffield/{id} {defField}: a placement of a base field moves to another one (a copy). */
export async function moveDataField(dataFieldId: number, baseFieldId: number): Promise<void> {
  await api(`/defdossierdeffield/${dataFieldId}`, { method: "PUT", body: { defField: baseFieldId } });
}
