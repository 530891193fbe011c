import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";
import { compileMessage as plainCompile } from "./plainCompiler";

const CATALOG = /\/locales\/(en|nl|es|fr|de|ru)\.ts$/;
const COMPILER = "@lingui/message-utils/compileMessage";

const sameMessage = (one: unknown, other: unknown) => JSON.stringify(one) === JSON.stringify(other);

/**
 * Builds ship the catalogs compiled for Lingui, and the app then needs no message compiler (its parser and
 * lexer are some 10 kB gzipped on every first load): each catalog module becomes its compiled messages, and
 * the compiler that locales/i18n.ts imports becomes locales/plainCompiler.ts, which only ever sees ids that
 * have no catalog entry. Tests and the dev server load the TypeScript catalogs and compile them at start.
 *
 * English keeps only the entries that say more than their id: nearly every English text is its own id, and
 * the stand-in compiles such an id to exactly what the catalog entry would give (precompiledCatalogs.test.ts
 * checks that for every id), so /login need not carry some 1,200 messages twice.
 *
 * `keep`, when given, says which ids the build needs at all: the embedded form's code quotes some 180.
 */
export function precompiledCatalogs(plainCompiler: string, keep?: (id: string) => boolean): Plugin {
  return {
    name: "docket-precompiled-catalogs",
    apply: "build",
    // Before Vite's own resolver, which would find the real compiler first.
    enforce: "pre",
    resolveId(source, importer) {
      if (source === COMPILER && importer && !importer.includes("/node_modules/")) return plainCompiler;
      return null;
    },
    transform: {
      // After TypeScript is stripped: the module is then plain JavaScript that imports nothing.
      order: "post",
      async handler(code, id) {
        if (!CATALOG.test(id)) return null;
        const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
          default: Record<string, string>;
        };
        const english = CATALOG.exec(id)?.[1] === "en";
        const compiled = Object.fromEntries(
          Object.entries(module.default)
            .filter(([key]) => keep?.(key) ?? true)
            .map(([key, text]) => [key, compileMessage(text)] as const)
            .filter(([key, message]) => !(english && sameMessage(message, plainCompile(key)))),
        );
        return { code: `export default ${JSON.stringify(compiled)};`, map: null };
      },
    },
  };
}
