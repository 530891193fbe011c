import { api } from "../../../api/apiClient";
import type { TemplateDetails } from "./TemplateDetails";

/** GET /admin/template/{id}. */
export function getTemplate(id: number): Promise<TemplateDetails> {
  return api<TemplateDetails>(`/admin/template/${id}`);
}
