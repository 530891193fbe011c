import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type UserConfig } from "vite";
import { precompiledCatalogs } from "../../locales/precompiledCatalogs";
import { quotedIn } from "../../locales/quotedIn";
import { reactAsPreact } from "./reactAsPreact";

// Production builds whatever --mode names (it picks the target): React, and the JSX the React plugin
// writes, in their production form; a non-production mode would otherwise get jsxDEV calls.
process.env.NODE_ENV = "production";

const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Puts catalogs.ts (one language, fetched on demand) wherever a module imports locales/index.ts. */
function oneLanguage(): Plugin {
  const catalogsModule = fromHere("catalogs.ts");
  const localesIndex = new Set(["locales", "locales/index", "locales/index.ts"].map(fromRoot));
  return {
    name: "docket-embed-one-language",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer || !source.startsWith(".")) return null;
      return localesIndex.has(resolve(dirname(importer), source)) ? catalogsModule : null;
    },
  };
}

/**
 * The embed builds, chosen with --mode:
 * - element: dist/embed/docket-form.js, the web component with React and everything else inside, each
 *   language's catalog a chunk of its own (locales/index.ts is replaced by catalogs.ts, which loads one);
 * - frame: dist/embed/frame.html and its hashed assets under /embed/, the iframe page (no inline script
 *   or style: styles go through constructable sheets, as in the web component);
 * - package: widgets/embed/dist, @docket/form for React apps, its dependencies left to the app.
 */
export default defineConfig(({ mode }): UserConfig => {
  // A language's catalog holds the messages the form's code can show, and those the server may answer with.
  const shown = quotedIn(["engine", "widgets", "schemas", "server"].map(fromRoot));
  const shared: UserConfig = {
    plugins: [react(), oneLanguage(), precompiledCatalogs(fromRoot("locales/plainCompiler.ts"), shown)],
    // Library builds leave process.env alone unless told; React would then ship its development build.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    logLevel: "warn",
  };
  const onwarn = (warning: { code?: string }, warn: (w: never) => void) => {
    // Chakra UI's parts start with "use client", which means nothing here.
    if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning as never);
  };
  // Chakra's theme module builds its whole default config with defineConfig, an identity function: called
  // pure, the recipes the widgets do not use (widgets/theme/chakraTheme.ts) drop out, as in the app's build.
  const treeshake = { manualPureFunctions: ["defineConfig"] };
  if (mode === "frame")
    return {
      ...shared,
      resolve: { alias: reactAsPreact },
      root: fromHere("frame"),
      base: "/embed/",
      build: {
        outDir: fromRoot("dist/embed"),
        emptyOutDir: false,
        assetsDir: "frame-assets",
        rollupOptions: { input: fromHere("frame/frame.html"), treeshake, onwarn },
      },
    };
  if (mode === "package")
    return {
      ...shared,
      plugins: [react()],
      build: {
        outDir: fromHere("dist"),
        emptyOutDir: true,
        lib: { entry: fromHere("index.ts"), formats: ["es"], fileName: "index" },
        rollupOptions: {
          // Every dependency (react, Chakra UI, Emotion, Lingui, ...) is the app's: imports stay imports.
          external: (id) => !id.startsWith(".") && !id.startsWith("/") && !id.startsWith("\0"),
          onwarn,
        },
      },
    };
  return {
    ...shared,
    resolve: { alias: reactAsPreact },
    // Chunks are imported relative to the entry, so the script works from whatever server serves it.
    base: "./",
    build: {
      outDir: fromRoot("dist/embed"),
      emptyOutDir: true,
      cssCodeSplit: false,
      modulePreload: { polyfill: false },
      rollupOptions: {
        input: { "docket-form": fromHere("webComponent.ts") },
        // The entry is a module that registers the element: nothing to export, nothing to tree-shake away.
        preserveEntrySignatures: "allow-extension",
        output: { entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js" },
        treeshake,
        onwarn,
      },
    },
  };
});
