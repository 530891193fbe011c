import type { TemplateProgress } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** PATCH /template/apply/{template}/{environment}: the whole template in one go; answers done and total. */
export function applyTemplate(template: number, environment: number): Promise<TemplateProgress> {
  return api<TemplateProgress>(`/template/apply/${template}/${environment}`, { method: "PATCH", body: {} });
}
