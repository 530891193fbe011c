import type { QueryData } from "../../../../schemas";
import { api } from "../../../api/apiClient";
import type { ListedRecord } from "../../records/api/RecordListAnswer";

export interface QueryPreview {
  count: number;
  rows: ListedRecord[];
}

/** POST /dossierquery/preview: how many records an unsaved query matches, and the first of them. */
export function previewQuery(
  input: { environment: number; defDossier: number; data: QueryData; uuid?: string },
  signal?: AbortSignal,
): Promise<QueryPreview> {
  return api<QueryPreview>("/dossierquery/preview", { method: "POST", body: input, signal });
}
