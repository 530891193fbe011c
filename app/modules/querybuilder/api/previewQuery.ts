import type { QueryData, QueryPreview } from "../../../../schemas";
import { api } from "../../../api/apiClient";

export type { QueryPreview } from "../../../../schemas";

/** POST /dossierquery/preview: how many records an unsaved query matches, and the first of them. */
export function previewQuery(
  input: { environment: number; defDossier: number; data: QueryData; uuid?: string },
  signal?: AbortSignal,
): Promise<QueryPreview> {
  return api<QueryPreview>("/dossierquery/preview", { method: "POST", body: input, signal });
}
