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
