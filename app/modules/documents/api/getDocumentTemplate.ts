import type { DocumentTemplateDetail } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /kedocx/{id}: one template with the tags its file uses and the tags its entity offers. */
export function getDocumentTemplate(id: number): Promise<DocumentTemplateDetail> {
  return api<DocumentTemplateDetail>(`/kedocx/${id}`);
}
