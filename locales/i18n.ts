import { type I18n, i18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";

/** A catalog: translations by message id (the spec's English text, or a spec key such as 403_general_message). */
export type Catalog = Readonly<Record<string, string>>;

export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * Loads one catalog into Lingui. The catalogs are plain TypeScript, not compiled by Lingui's CLI, so each
 * is compiled here once, when it arrives.
 */
export function loadCatalog(instance: I18n, language: string, catalog: Catalog): void {
  instance.load(
    language,
    Object.fromEntries(Object.entries(catalog).map(([id, text]) => [id, compileMessage(text)])),
  );
}

/**
 * Lingui's shared instance with the given catalogs loaded and `locale` active; the compiler also stays set
 * for ids without an entry (production builds leave it out unless told).
 */
export function setupCatalogs(catalogs: Readonly<Record<string, Catalog>>, locale: string): I18n {
  i18n.setMessagesCompiler(compileMessage);
  for (const [language, catalog] of Object.entries(catalogs)) loadCatalog(i18n, language, catalog);
  i18n.activate(locale);
  return i18n;
}
