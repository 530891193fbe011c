import { api } from "../../../api/apiClient";
import type { CreatedRecord } from "../../record/api/createRecord";
import type { MergeRequest } from "../utils/MergeRequest";

/** POST /contentdossier/merge: the merged record is new; the two are kept, archived or deleted. */
export function mergeRecords(request: MergeRequest): Promise<CreatedRecord> {
  return api<CreatedRecord>("/contentdossier/merge", { method: "POST", body: request });
}
