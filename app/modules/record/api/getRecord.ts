import { api } from "../../../api/apiClient";
import type { RecordDetail } from "./RecordDetail";

/** GET /contentdossier/{id}: the values of every item the caller may see. */
export function getRecord(recordId: number, locale: string): Promise<RecordDetail> {
  return api<RecordDetail>(`/contentdossier/${recordId}`, { query: { locale } });
}
