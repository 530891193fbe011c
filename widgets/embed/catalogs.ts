import {
  type Catalog,
  loadCatalog,
  type MessageValues,
  setupCatalogs,
  translateFilled,
} from "../../locales/i18n";

/**
 * locales/index.ts for embedded forms, one language per load: the embed build puts this module in its place
 * (vite.config.ts), so no catalog ships in the entry, English included; the one language a form shows is a
 * chunk fetched before it renders. Same exports as locales/index.ts.
 */
export type { Catalog, MessageValues } from "../../locales/i18n";

export const LANGUAGES = ["en", "nl", "es", "fr", "de", "ru"] as const;
export type Language = (typeof LANGUAGES)[number];

const loaders: Record<Language, () => Promise<{ default: Catalog }>> = {
  en: () => import("../../locales/en"),
  nl: () => import("../../locales/nl"),
  es: () => import("../../locales/es"),
  fr: () => import("../../locales/fr"),
  de: () => import("../../locales/de"),
  ru: () => import("../../locales/ru"),
};

/** Lingui's i18n; messages show as their ids (English text) until a catalog arrives. */
export const i18n = setupCatalogs({}, "en");

/** The languages whose catalog is loaded. */
const loaded = new Set<Language>();
const loading = new Map<Language, Promise<Language>>();

export function registerCatalog(language: Language, catalog: Catalog): void {
  loadCatalog(i18n, language, catalog);
  loaded.add(language);
}

export function isLoaded(language: Language): boolean {
  return loaded.has(language);
}

export function languageOf(code: string): Language {
  const language = code.slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : "en";
}

/** Fetches a language's catalog (once; a failed fetch may be tried again); answers the language. */
export function loadLanguage(code: string): Promise<Language> {
  const language = languageOf(code);
  if (loaded.has(language)) return Promise.resolve(language);
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

/** Switches to a loaded language (English ids need no catalog to read). */
export function activate(code: string): Language {
  const language = languageOf(code);
  if (!loaded.has(language) && language !== "en")
    throw new Error(`The ${language} catalog is not loaded: loadLanguage("${language}") first`);
  if (i18n.locale !== language) i18n.activate(language);
  return language;
}

export function t(id: string, values?: MessageValues): string {
  return i18n._(id, values);
}

/** As locales/index.ts: a message with its placeholders filled in, translated through its catalog entry. */
export function translateMessage(message: string): string {
  return translateFilled(i18n, message);
}
