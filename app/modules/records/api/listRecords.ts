import { api } from "../../../api/apiClient";
import type { RecordListAnswer } from "./RecordListAnswer";

/** GET /contentdossier with the list's parameters (see utils/listQuery). */
export function listRecords(query: Record<string, unknown>): Promise<RecordListAnswer> {
  return api<RecordListAnswer>("/contentdossier", { query });
}
