import type { CreateResponse, TemplateDetails, TemplateTranslation } from "../../../../schemas";
import { api } from "../../../api/apiClient";

export interface TemplateChanges {
  name?: string;
  description?: string | null;
  translations?: TemplateTranslation[];
  /** Make the template JSON (again) from this environment. */
  environment?: number;
  /** A png or jpeg data URL; null removes the thumbnail. */
  thumbnail?: string | null;
}

/** POST /admin/template without an id, PATCH /admin/template/{id} with one. */
export function saveTemplate(
  id: number | null,
  changes: TemplateChanges,
): Promise<CreateResponse | TemplateDetails> {
  return id === null
    ? api<CreateResponse>("/admin/template", { method: "POST", body: changes })
    : api<TemplateDetails>(`/admin/template/${id}`, { method: "PATCH", body: changes });
}
