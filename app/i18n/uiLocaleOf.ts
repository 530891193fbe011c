import type { Language } from "../../locales";

/** The locale code an interface language stands for (spec 1-platform section 9). */
const UI_LOCALES: Record<Language, string> = {
  en: "en_GB",
  nl: "nl_NL",
  es: "es_ES",
  fr: "fr_FR",
  de: "de",
  ru: "ru_RU",
};

export function uiLocaleOf(language: Language): string {
  return UI_LOCALES[language];
}
