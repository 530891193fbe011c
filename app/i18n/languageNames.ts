import type { Language } from "../../locales";

/** Each interface language in its own words, as the language dropdown offers them. */
export const languageNames: Record<Language, string> = {
  en: "English",
  nl: "Nederlands",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  ru: "Русский",
};
