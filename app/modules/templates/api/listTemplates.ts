import type { ListResponse } from "../../../../schemas";
import { api } from "../../../api/apiClient";
import type { TemplateDetails } from "./TemplateDetails";

/** Spec 1-platform section 9: templates show 9 a page, or 18, 27, 51, 102, 153 or 204. */
export const TEMPLATE_PAGE_SIZES = [9, 18, 27, 51, 102, 153, 204] as const;

/** GET /admin/template {limit, page, name}. */
export function listTemplates(
  name: string,
  page: number,
  limit: number,
): Promise<ListResponse<TemplateDetails>> {
  return api<ListResponse<TemplateDetails>>("/admin/template", {
    query: { limit, page, ...(name ? { name } : {}) },
  });
}
