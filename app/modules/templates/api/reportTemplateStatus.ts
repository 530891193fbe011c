import type { ApplyTemplateStatusAnswer } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** PATCH apply-template?environment: 2 once the template has loaded, 9 when it failed. */
export function reportTemplateStatus(environment: number, status: 2 | 9): Promise<ApplyTemplateStatusAnswer> {
  return api<ApplyTemplateStatusAnswer>("/apply-template", {
    method: "PATCH",
    query: { environment },
    body: { status },
  });
}
