import type { DocumentTemplate } from "../../../../schemas";

/** A template's name in the content language, else the name it was saved with. */
export function templateName(
  template: Pick<DocumentTemplate, "name" | "translations">,
  locale: string,
): string {
  return template.translations[locale]?.trim() || template.name;
}
