import type { DocumentTemplateList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** Templates are listed ten to a page (spec section 9's generic lists). */
export const TEMPLATES_PER_PAGE = 10;

/** GET /kedocx: the environment's Word document templates, searched by name. */
export function listDocumentTemplates(
  environment: number,
  search: string,
  page: number,
): Promise<DocumentTemplateList> {
  return api<DocumentTemplateList>("/kedocx", {
    query: { environment, page, limit: TEMPLATES_PER_PAGE, ...(search ? { search } : {}) },
  });
}
