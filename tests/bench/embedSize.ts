/**
 * npm run size:embed: the gzipped size of the <docket-form> web component as a host page loads it with one
 * language: dist/embed/docket-form.js, the chunks it imports statically, and one language's catalog
 * (nl, or --language=xx). Builds with widgets/embed/vite.config.ts (mode element) into a temporary folder,
 * so dist/embed, which the server and the browser tests use, is left alone. Each file is gzipped here with
 * node:zlib at level 9. Also prints what dominates that first load: its largest packages and source folders by
 * rendered (minified, not gzipped) length. Exits 1 above --limit kB (150 by default).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build, type Plugin, type Rollup } from "vite";

const root = fileURLToPath(new URL("../..", import.meta.url));
const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const language = option("language", "nl");
const limitKb = Number(option("limit", "150"));

/** The package (node_modules/<name>) or source folder (two levels) a module belongs to. */
function ownerOf(id: string): string {
  const path = relative(root, id.split("?")[0] as string);
  const inModules = path.lastIndexOf("node_modules/");
  if (inModules >= 0) {
    const rest = path.slice(inModules + "node_modules/".length).split("/");
    return rest[0]?.startsWith("@") ? `${rest[0]}/${rest[1]}` : (rest[0] as string);
  }
  return path.split("/").slice(0, 2).join("/");
}

const owners = new Map<string, Map<string, number>>();
const chunks = new Map<string, Rollup.OutputChunk>();
const recorder: Plugin = {
  name: "docket-embed-size",
  generateBundle(_, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type !== "chunk") continue;
      chunks.set(output.fileName, output);
      const sizes = new Map<string, number>();
      for (const [id, info] of Object.entries(output.modules)) {
        const owner = ownerOf(id);
        sizes.set(owner, (sizes.get(owner) ?? 0) + info.renderedLength);
      }
      owners.set(output.fileName, sizes);
    }
  },
};

const outDir = mkdtempSync(join(tmpdir(), "docket-embed-size-"));
try {
  await build({
    configFile: join(root, "widgets/embed/vite.config.ts"),
    mode: "element",
    logLevel: "error",
    build: { outDir, emptyOutDir: true },
    plugins: [recorder],
  });
  const gz = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
  };
  visit("docket-form.js");
  const catalog = [...chunks.keys()].find((file) =>
    new RegExp(`^chunks/${language}-[\\w-]+\\.js$`).test(file),
  );
  if (!catalog) throw new Error(`No catalog chunk for ${language}`);
  visit(catalog);
  let total = 0;
  for (const file of loaded) {
    const size = gz(file);
    total += size;
    console.log(`${(size / 1024).toFixed(1).padStart(8)} kB  ${file}`);
  }
  console.log(
    `${(total / 1024).toFixed(1).padStart(8)} kB  gzipped, entry with its static chunks and the ${language} catalog`,
  );
  const loadedOwners = new Map<string, number>();
  for (const file of loaded)
    for (const [owner, size] of owners.get(file) ?? [])
      loadedOwners.set(owner, (loadedOwners.get(owner) ?? 0) + size);
  console.log("\nLargest parts of what loads first (minified, before gzip):");
  for (const [owner, size] of [...loadedOwners].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`${(size / 1024).toFixed(1).padStart(8)} kB  ${owner}`);
  const lazy = [...chunks.keys()].filter((file) => !loaded.has(file));
  console.log(
    `\nLoaded on demand only: ${lazy.map((file) => `${file} (${(gz(file) / 1024).toFixed(1)} kB)`).join(", ")}`,
  );
  if (total / 1024 > limitKb) {
    console.log(`\nAbove the ${limitKb} kB target.`);
    process.exitCode = 1;
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
