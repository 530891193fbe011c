import { type I18n, i18n } from "@lingui/core";
import { type CompiledMessage, compileMessage } from "@lingui/message-utils/compileMessage";

/** A catalog: translations by message id (the spec's English text, or a spec key such as 403_general_message). */
export type Catalog = Readonly<Record<string, string>>;

export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * Loads one catalog into Lingui. The catalogs are plain TypeScript, not compiled by Lingui's CLI: in tests
 * and the dev server each message is compiled here, when it arrives; builds ship them compiled already
 * (locales/precompiledCatalogs.ts).
 */
export function loadCatalog(instance: I18n, language: string, catalog: Catalog): void {
  const messages: Readonly<Record<string, string | CompiledMessage>> = catalog;
  instance.load(
    language,
    Object.fromEntries(
      Object.entries(messages).map(([id, text]) => [
        id,
        typeof text === "string" ? compileMessage(text) : text,
      ]),
    ),
  );
}

/**
 * Lingui's shared instance with the given catalogs loaded and `locale` active; the compiler also stays set
 * for ids without an entry (production builds leave it out unless told; Docket's builds set
 * locales/plainCompiler.ts in its place).
 */
export function setupCatalogs(catalogs: Readonly<Record<string, Catalog>>, locale: string): I18n {
  i18n.setMessagesCompiler(compileMessage);
  for (const [language, catalog] of Object.entries(catalogs)) loadCatalog(i18n, language, catalog);
  i18n.activate(locale);
  return i18n;
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
 * translated through the active catalog's entry it was filled from, else as an ordinary id. The active
 * catalog's ids, not English's: a build's English catalog holds only texts that differ from their id.
 */
export function translateFilled(instance: I18n, message: string): string {
  const catalog = instance.messages;
  if (Object.hasOwn(catalog, message)) return instance._(message);
  for (const id of Object.keys(catalog)) {
    if (!id.includes("{")) continue;
    const match = templateOf(id).exec(message);
    if (!match) continue;
    const names = [...id.matchAll(PLACEHOLDER)].map((found) => found[1] as string);
    return instance._(id, Object.fromEntries(names.map((name, index) => [name, match[index + 1] as string])));
  }
  return instance._(message);
}
