import { api } from "../../../api/apiClient";
import type { RecordDetail } from "../../record/api/RecordDetail";

/** GET /contentdossier/{id}?view=edit: a record to merge, with the values of the caller's edit view. */
export function getMergeSource(recordId: number): Promise<RecordDetail> {
  return api<RecordDetail>(`/contentdossier/${recordId}`, { query: { view: "edit" } });
}
