import { i18n, type Language, languageOf } from "../locales";

/** The Intl locale each interface language writes dates, times, numbers and amounts in. */
const formatLocales: Record<Language, string> = {
  en: "en-GB",
  nl: "nl-NL",
  es: "es-ES",
  fr: "fr-FR",
  de: "de-DE",
  ru: "ru-RU",
};

/** The Intl locale of an interface language or locale code ("en", "nl_NL"): English for anything unknown. */
export function formatLocaleOf(language: string): string {
  return formatLocales[languageOf(language)];
}

/** The Intl locale of the active interface language: every date and amount people read is written in it. */
export function activeFormatLocale(): string {
  return formatLocaleOf(i18n.locale);
}
