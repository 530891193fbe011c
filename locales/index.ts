import en from "./en";
import { type Catalog, loadCatalog, type MessageValues, setupCatalogs, translateFilled } from "./i18n";

export type { Catalog, MessageValues } from "./i18n";

export const LANGUAGES = ["en", "nl", "es", "fr", "de", "ru"] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Every other language's catalog is a chunk of its own, fetched when that language is first wanted: a
 * visitor downloads English (the fallback, shipped with the app) and the one language shown.
 */
const loaders: Record<Exclude<Language, "en">, () => Promise<{ default: Catalog }>> = {
  nl: () => import("./nl"),
  es: () => import("./es"),
  fr: () => import("./fr"),
  de: () => import("./de"),
  ru: () => import("./ru"),
};

/** Lingui's i18n, the one the app's I18nProvider shares; English until the user's language is known. */
export const i18n = setupCatalogs({ en }, "en");

const loaded = new Set<Language>(["en"]);
const loading = new Map<Language, Promise<Language>>();

/** Adds a catalog that is already at hand (tests and tools load all of them through locales/all). */
export function registerCatalog(language: Language, catalog: Catalog): void {
  loadCatalog(i18n, language, catalog);
  loaded.add(language);
}

/** Whether a language's catalog is loaded, so that `activate` may switch to it. */
export function isLoaded(language: Language): boolean {
  return loaded.has(language);
}

/** Fetches a language's catalog (once; a failed fetch may be tried again); answers the language. */
export function loadLanguage(code: string): Promise<Language> {
  const language = languageOf(code);
  if (language === "en" || loaded.has(language)) return Promise.resolve(language);
  let pending = loading.get(language);
  if (!pending) {
    pending = loaders[language]().then(
      (module) => {
        registerCatalog(language, module.default);
        loading.delete(language);
        return language;
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/** The interface language of a locale code: "nl_NL" and "nl" give nl, "es_CO" es; anything else en. */
export function languageOf(code: string): Language {
  const language = code.slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : "en";
}

/**
 * Switches the interface language (a locale code is accepted too) to a loaded catalog; answers the language
 * now active. Load it first (`loadLanguage`): switching to ids with no catalog would show them as they are.
 */
export function activate(code: string): Language {
  const language = languageOf(code);
  if (!loaded.has(language))
    throw new Error(`The ${language} catalog is not loaded: loadLanguage("${language}") first`);
  // Lingui tells its listeners on every activate; a switch to the same language re-renders nothing.
  if (i18n.locale !== language) i18n.activate(language);
  return language;
}

/** A message in the active language; the id is the spec's English text or key. */
export function t(id: string, values?: MessageValues): string {
  return i18n._(id, values);
}

/**
 * A message that may already have its placeholders filled ("Use at most 2 decimals", as the engine answers):
 * translated through the catalog entry it was filled from, else as an ordinary id.
 */
export function translateMessage(message: string): string {
  return translateFilled(i18n, message);
}
