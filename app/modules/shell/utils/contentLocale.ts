import type { Language } from "../../../../locales";
import type { EnvironmentDetails } from "../../../../schemas";
import { uiLocaleOf } from "../../../i18n/uiLocaleOf";

/**
 * The locale to show an environment's content in: the interface language's locale (or one of the same
 * language) when the environment has it, else its single locale, else nl_NL, else en_GB, else its first.
 */
export function contentLocale(uiLocale: string, environmentLocales: readonly string[]): string {
  if (environmentLocales.includes(uiLocale)) return uiLocale;
  const language = uiLocale.slice(0, 2);
  const sameLanguage = environmentLocales.find((code) => code.slice(0, 2) === language);
  if (sameLanguage) return sameLanguage;
  if (environmentLocales.length === 1) return environmentLocales[0] as string;
  for (const fallback of ["nl_NL", "en_GB"]) if (environmentLocales.includes(fallback)) return fallback;
  return environmentLocales[0] ?? uiLocale;
}

/** contentLocale for an interface language and an environment as GET /environment/{id} answers it (or not yet). */
export function contentLocaleOf(language: Language, environment: EnvironmentDetails | undefined): string {
  return contentLocale(
    uiLocaleOf(language),
    (environment?.locales ?? []).map((entry) => entry.code),
  );
}
