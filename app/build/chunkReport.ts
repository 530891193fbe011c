import { writeFile } from "node:fs/promises";
import { relative } from "node:path";
import type { Plugin } from "vite";

/** One output chunk: what `npm run size:first-load` needs to size a page's files and name their sources. */
export interface ReportedChunk {
  file: string;
  /** The module the chunk stands for (an entry or a lazily imported page), from the repository root. */
  facade: string | null;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  css: string[];
  /** Its source modules, from the repository root, with their sizes as rendered (before minifying). */
  modules: Record<string, number>;
}

/** Where the report of a build into `outDir` goes: beside the folder, so the server never serves it. */
export const chunkReportPath = (outDir: string) => `${outDir.replace(/\/+$/, "")}.chunks.json`;

/**
 * Writes the chunks of the build (files, the modules in each, static and lazy imports, CSS) to
 * `<outDir>.chunks.json`, so that the first-load size check can measure a build made by another step
 * (the browser tests' `npm run build`) without building again.
 */
export function chunkReport(root: string): Plugin {
  const fromRoot = (id: string) => relative(root, id.split("?")[0] as string);
  return {
    name: "docket-chunk-report",
    apply: "build",
    async writeBundle(options, bundle) {
      if (!options.dir) return;
      const chunks: ReportedChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks.push({
          file: output.fileName,
          facade: output.facadeModuleId ? fromRoot(output.facadeModuleId) : null,
          isEntry: output.isEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
          modules: Object.fromEntries(
            Object.entries(output.modules)
              .filter(([id]) => !id.startsWith("\0"))
              .map(([id, info]) => [fromRoot(id), info.renderedLength]),
          ),
        });
      }
      await writeFile(chunkReportPath(options.dir), JSON.stringify(chunks));
    },
  };
}
