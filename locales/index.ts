import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import { type Catalog, type MessageValues, setupCatalogs } from "./i18n";
import nl from "./nl";
import ru from "./ru";

export type { Catalog, MessageValues } from "./i18n";

export const LANGUAGES = ["en", "nl", "es", "fr", "de", "ru"] as const;
export type Language = (typeof LANGUAGES)[number];

export const catalogs: Record<Language, Catalog> = { en, nl, es, fr, de, ru };

/** Lingui's i18n, the one the app's I18nProvider shares; English until the user's language is known. */
export const i18n = setupCatalogs(catalogs, "en");

/** The interface language of a locale code: "nl_NL" and "nl" give nl, "es_CO" es; anything else en. */
export function languageOf(code: string): Language {
  const language = code.slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : "en";
}

/** Switches the interface language (a locale code is accepted too); answers the language now active. */
export function activate(code: string): Language {
  const language = languageOf(code);
  // Lingui tells its listeners on every activate; a switch to the same language re-renders nothing.
  if (i18n.locale !== language) i18n.activate(language);
  return language;
}

/** A message in the active language; the id is the spec's English text or key. */
export function t(id: string, values?: MessageValues): string {
  return i18n._(id, values);
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const templates = new Map<string, RegExp>();

/** A pattern that matches a message with its placeholders filled in. */
function templateOf(id: string): RegExp {
  let pattern = templates.get(id);
  if (!pattern) {
    const parts = id
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 === 1 ? "(.+?)" : escapeRegExp(part)));
    pattern = new RegExp(`^${parts.join("")}$`);
    templates.set(id, pattern);
  }
  return pattern;
}

/**
 * A message that may already have its placeholders filled ("Use at most 2 decimals", as the engine answers):
 * translated through the catalog entry it was filled from, else as an ordinary id.
 */
export function translateMessage(message: string): string {
  if (Object.hasOwn(catalogs.en, message)) return t(message);
  for (const id of Object.keys(catalogs.en)) {
    if (!id.includes("{")) continue;
    const match = templateOf(id).exec(message);
    if (!match) continue;
    const names = [...id.matchAll(PLACEHOLDER)].map((found) => found[1] as string);
    return t(id, Object.fromEntries(names.map((name, index) => [name, match[index + 1] as string])));
  }
  return t(message);
}
