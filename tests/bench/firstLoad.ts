/**
 * npm run size:first-load: the gzipped size of what the /login page loads, and a check that none of it
 * is records code (app/modules/records/, app/modules/record/, widgets/).
 *
 * Builds the app with the project's vite.config.ts (plus a manifest and a plugin that notes each chunk's
 * modules) into a temporary folder, so dist/app, which the end-to-end tests build and serve, is left alone.
 * Then two measurements:
 * - loaded: opens /login in Debian's headless Chromium against a static server of that build on
 *   127.0.0.1 (index.html for every page, as `docket serve` does; /api answers 404) and takes every script
 *   and style sheet the page requested until the network went quiet: what a first visit really fetches,
 *   with modulepreloads and whatever the router loads for the route;
 * - static: from the Vite manifest, index.html's entry with its CSS and everything it imports statically,
 *   plus the lazy chunk of app/modules/session/components/LoginPage and its static imports.
 * Each file is gzipped here with node:zlib at level 9 (the server may compress less hard or not at all;
 * this is the size a compressing server would send). Exits 1 when records code is in the loaded set.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { build, type Manifest, type Plugin } from "vite";
import { launchBrowser } from "../e2e/support/launchBrowser";
import { serveStatic } from "./support/serveStatic";

const DEADLINE_MS = 300_000;
const root = fileURLToPath(new URL("../..", import.meta.url));
const LOGIN_PAGE = "modules/session/components/LoginPage.tsx";
const RECORDS_CODE = [/^app\/modules\/records\//, /^app\/modules\/record\//, /^widgets\//];
/** The Chakra system and provider the whole app renders in (app/theme composes it): listed, not failed on. */
const SHARED_THEME = /^widgets\/theme\//;

/** Notes the source modules (paths from the repository root) of every output chunk. */
function chunkModules(into: Map<string, string[]>, sizes: Map<string, number>): Plugin {
  return {
    name: "docket-first-load-chunk-modules",
    generateBundle(_, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        for (const [id, info] of Object.entries(output.modules))
          sizes.set(relative(root, id.split("?")[0] as string), info.renderedLength);
        into.set(
          output.fileName,
          Object.keys(output.modules)
            .filter((id) => !id.startsWith("\0"))
            .map((id) => relative(root, id.split("?")[0] as string)),
        );
      }
    },
  };
}

/** The manifest's files for an entry key: its file, CSS and static imports, recursively. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function table(title: string, outDir: string, files: string[], modules: Map<string, string[]>) {
  console.log(`\n${title}`);
  let raw = 0;
  let gzipped = 0;
  const records: string[] = [];
  for (const file of [...files].sort()) {
    const body = readFileSync(join(outDir, file));
    const size = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzipped += size;
    const own = modules.get(file) ?? [];
    records.push(
      ...own.filter((id) => RECORDS_CODE.some((pattern) => pattern.test(id))).map((id) => `${file}: ${id}`),
    );
    console.log(`  ${file.padEnd(44)} ${kB(body.length).padStart(10)}  gzip ${kB(size).padStart(9)}`);
  }
  console.log(
    `  ${"total".padEnd(44)} ${kB(raw).padStart(10)}  gzip ${kB(gzipped).padStart(9)}  (${files.length} files)`,
  );
  return { gzipped, records };
}

async function main() {
  const outDir = mkdtempSync(join(tmpdir(), "docket-first-load-"));
  const modules = new Map<string, string[]>();
  const moduleSizes = new Map<string, number>();
  let browser: Browser | undefined;
  let server: Server | undefined;
  try {
    const started = performance.now();
    await build({
      configFile: join(root, "vite.config.ts"),
      logLevel: "warn",
      build: { outDir, emptyOutDir: true, manifest: true },
      plugins: [chunkModules(modules, moduleSizes)],
    });
    console.log(
      `vite build (vite.config.ts, into a temporary folder) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;

    const served = await serveStatic(outDir);
    server = served.server;
    browser = await launchBrowser();
    const page = await browser.newPage();
    const requested: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin === served.url && /\.(js|css)$/.test(url.pathname))
        requested.push(url.pathname.slice(1));
    });
    await page.goto(`${served.url}/login`, { waitUntil: "networkidle", timeout: 60_000 });
    await page.getByRole("button").first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    const resources = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /\.(js|css)$/.test(path)),
    );
    const loaded = [...new Set([...requested, ...resources.map((path) => path.slice(1))])];

    const login = table(
      "Loaded by /login in Chromium (requests and resource timing; gzip -9 of each file):",
      outDir,
      loaded,
      modules,
    );
    const staticFiles = [...staticClosure(manifest, ["index.html", LOGIN_PAGE])];
    const html = readFileSync(join(outDir, "index.html"));
    console.log(`  + index.html ${kB(html.length)}, gzip ${kB(gzipSync(html, { level: 9 }).length)}`);
    // What the loaded chunks hold, by package (or app folder): sizes as rendered, before minifying and gzip.
    const byPackage = new Map<string, number>();
    for (const file of loaded)
      for (const id of modules.get(file) ?? []) {
        const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
        const name = match
          ? match[1]
          : id
              .split("/")
              .slice(0, id.startsWith("app/") ? 3 : 1)
              .join("/");
        byPackage.set(name as string, (byPackage.get(name as string) ?? 0) + (moduleSizes.get(id) ?? 0));
      }
    const largest = [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(
      `  largest parts (rendered, before minifying): ${largest.map(([name, size]) => `${name} ${kB(size)}`).join(", ")}`,
    );
    const onlyLoaded = loaded.filter((file) => !staticFiles.includes(file));
    const onlyStatic = staticFiles.filter((file) => !loaded.includes(file));
    const title = `Static, from the manifest (index.html entry + CSS + static imports, + lazy ${LOGIN_PAGE} and its imports):`;
    const fromManifest =
      onlyLoaded.length || onlyStatic.length
        ? table(title, outDir, staticFiles, modules)
        : { records: login.records };
    if (onlyLoaded.length || onlyStatic.length)
      console.log(
        `\ndiffer: loaded only ${onlyLoaded.join(", ") || "-"}; manifest only ${onlyStatic.join(", ") || "-"}`,
      );
    else console.log(`\n${title}\n  the same ${staticFiles.length} files`);
    const everything = [...modules.values()].flat();
    const recordsModules = everything.filter((id) => RECORDS_CODE.some((pattern) => pattern.test(id)));
    console.log(
      `\nrecords code (app/modules/records/, app/modules/record/, widgets/): ${recordsModules.length} modules in the build, ` +
        `${login.records.length} in what /login loads, ${fromManifest.records.length} in the static set`,
    );
    for (const line of [...new Set([...login.records, ...fromManifest.records])].slice(0, 20))
      console.log(`  ${line}`);
    console.log(`first load of /login: ${kB(login.gzipped)} gzipped (${loaded.length} JS/CSS files)`);
    const failing = [...login.records, ...fromManifest.records].filter(
      (line) => !SHARED_THEME.test(line.slice(line.indexOf(": ") + 2)),
    );
    console.log(
      failing.length
        ? `FAIL: ${failing.length} records modules load on /login`
        : "ok: no records module (app/modules/records/, app/modules/record/, widgets/ other than the shared widgets/theme/) loads on /login",
    );
    if (failing.length > 0) process.exitCode = 1;
  } finally {
    await browser?.close();
    server?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

const deadline = setTimeout(() => {
  console.error(`size:first-load: no result within ${DEADLINE_MS / 1000} s`);
  process.exit(2);
}, DEADLINE_MS);
main()
  .then(() => clearTimeout(deadline))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
