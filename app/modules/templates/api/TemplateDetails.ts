import type { TemplateTranslation } from "../../../../schemas";

/** A template as GET /admin/template answers it; the template JSON comes only to super admins. */
export interface TemplateDetails {
  id: number;
  name: string;
  description: string | null;
  created_at: string;
  modified_at: string;
  /** Where its thumbnail image is served, or null without one. */
  thumbnail_path: string | null;
  translations: TemplateTranslation[];
  template?: string;
}
