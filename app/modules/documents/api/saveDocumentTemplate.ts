import type { DocumentTemplate } from "../../../../schemas";
import { api } from "../../../api/apiClient";

export interface TemplateChanges {
  name?: string;
  defDossier?: number | null;
  translations?: Record<string, string>;
  filename?: string;
  /** The .docx as a base64 data URL. */
  file?: string;
}

/** POST /kedocx (a new template of the environment) or PATCH /kedocx/{id}. */
export function saveDocumentTemplate(
  target: { environment: number } | { id: number },
  changes: TemplateChanges,
): Promise<DocumentTemplate> {
  if ("id" in target)
    return api<DocumentTemplate>(`/kedocx/${target.id}`, { method: "PATCH", body: changes });
  return api<DocumentTemplate>("/kedocx", {
    method: "POST",
    body: { environment: target.environment, ...changes },
  });
}
