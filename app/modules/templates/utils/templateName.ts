import type { TemplateDetails } from "../api/TemplateDetails";

/** A template's name in the content language when it has a translation there, else its own name. */
export function templateName(
  template: Pick<TemplateDetails, "name" | "translations">,
  locale: string,
): string {
  return template.translations.find((t) => t.culture === locale && t.name.trim())?.name ?? template.name;
}
