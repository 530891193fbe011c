/** A template as GET /admin/template answers it; the template JSON comes only to super admins. */
export type { TemplateDetails } from "../../../../schemas";
