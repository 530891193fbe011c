import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text files worth compressing; images and fonts come compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;
/** Below this the headers outweigh the saving. */
const MIN_BYTES = 1024;

async function* filesUnder(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Writes `file.br` (brotli, best quality) and `file.gz` beside a file, when they come out smaller. */
async function precompressFile(path: string): Promise<{ raw: number; br: number; gz: number }> {
  const bytes = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: 9 }),
  ]);
  if (br.length < bytes.length) await writeFile(`${path}.br`, br);
  if (gz.length < bytes.length) await writeFile(`${path}.gz`, gz);
  return { raw: bytes.length, br: Math.min(br.length, bytes.length), gz: Math.min(gz.length, bytes.length) };
}

/**
 * The built assets precompressed once at build time (brotli and gzip files beside each), so the server
 * sends them compressed at no cost per request (`@fastify/static`'s preCompressed). index.html is left
 * alone: the server fills in each answer's CSP nonce.
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "docket-precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const totals = { files: 0, raw: 0, br: 0, gz: 0 };
      for await (const path of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
        const sizes = await precompressFile(path);
        totals.files += 1;
        totals.raw += sizes.raw;
        totals.br += sizes.br;
        totals.gz += sizes.gz;
      }
      const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
      this.info(
        `precompressed ${totals.files} files: ${kB(totals.raw)} -> brotli ${kB(totals.br)}, gzip ${kB(totals.gz)}`,
      );
    },
  };
}
