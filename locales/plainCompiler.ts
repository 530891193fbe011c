import type { CompiledMessage } from "@lingui/message-utils/compileMessage";

/**
 * What production builds use in place of Lingui's message compiler (locales/precompiledCatalogs.ts aliases
 * it here): their catalogs arrive compiled, so only an id with no catalog entry (a server's message, a
 * filled-in engine message) is ever compiled at run time. Such a text keeps its `{name}` placeholders;
 * plural and select forms exist only in catalog entries, which the build compiled with the real compiler.
 */
export function compileMessage(text: string): CompiledMessage {
  return text.split(/\{(\w+)\}/).flatMap<CompiledMessage[number]>((part, index) => {
    if (index % 2 === 1) return [[part]];
    return part === "" ? [] : [part];
  });
}
