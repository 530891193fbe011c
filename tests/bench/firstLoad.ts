/**
 * npm run size:first-load: the gzipped size of what the /login page loads, held to a budget, a check that
 * none of it is records code (app/modules/records/, app/modules/record/, widgets/), and the record pages'
 * own chunks (what opening a record or a list adds to what every page loads).
 *
 * Builds the app with the project's vite.config.ts into a temporary folder, so dist/app, which the
 * end-to-end tests build and serve, is left alone; or, with --dist=dist/app, measures a build already made
 * (CI: the browser tests' `npm run build`), from the chunk report the build writes beside the folder
 * (app/build/chunkReport.ts). Then two measurements:
 * - loaded: opens /login in Debian's headless Chromium against a static server of that build on
 *   127.0.0.1 (index.html for every page, as `docket serve` does; /api answers 404) and takes every script
 *   and style sheet the page requested until the network went quiet: what a first visit really fetches,
 *   with modulepreloads and whatever the router loads for the route;
 * - static: from the chunk report, index.html's entry with its CSS and everything it imports statically,
 *   plus the lazy chunk of app/modules/session/components/LoginPage and its static imports.
 * Each file is gzipped here with node:zlib at level 9 (the server may compress less hard or not at all;
 * this is the size a compressing server would send). Exits 1 when records code is in the loaded set or
 * the loaded set is over the budget (--budget=KB to try another).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { build } from "vite";
import { chunkReportPath, type ReportedChunk } from "../../app/build/chunkReport";
import { launchBrowser } from "../e2e/support/launchBrowser";
import { runWithDeadline } from "./support/runWithDeadline";
import { serveStatic } from "./support/serveStatic";

const DEADLINE_MS = 300_000;
const root = fileURLToPath(new URL("../..", import.meta.url));
const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
/**
 * /login's first load may weigh this much, gzipped: issue 15's goal. The app weighs some 153 kB since its
 * build renders on Preact's React layer (widgets/embed/reactAsPreact.ts; 211.6 kB on React).
 */
const BUDGET_KB = Number(option("budget") ?? 180);
const ENTRY = "app/index.html";
const LOGIN_PAGE = "app/modules/session/components/LoginPage.tsx";
/** The record pages whose own chunks are printed: what opening a record or a list adds to the entry's. */
const RECORD_PAGES = [
  "app/modules/record/components/RecordDetailPage.tsx",
  "app/modules/records/components/RecordListPage.tsx",
];
const RECORDS_CODE = [/^app\/modules\/records\//, /^app\/modules\/record\//, /^widgets\//];
/**
 * What the whole app starts with from widgets/, listed but not failed on: the Chakra system and provider it
 * renders in (app/theme composes it), and the effect timing Preact's React layer needs (main.tsx's first import).
 */
const SHARED_AT_START = /^widgets\/(theme\/|embed\/preactEffects\.ts$)/;

/** A chunk's files: its own, its CSS and its static imports, recursively. */
function staticClosure(chunks: Map<string, ReportedChunk>, files: string[]): Set<string> {
  const closure = new Set<string>();
  const visit = (file: string) => {
    const chunk = chunks.get(file);
    if (!chunk || closure.has(file)) return;
    closure.add(file);
    for (const css of chunk.css) closure.add(css);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const file of files) visit(file);
  return closure;
}

/** The file of the chunk that stands for a module (an entry or a lazily imported page). */
function chunkOf(chunks: Map<string, ReportedChunk>, facade: string): string {
  const found = [...chunks.values()].find((chunk) => chunk.facade === facade);
  if (!found) throw new Error(`No chunk of the build stands for ${facade}`);
  return found.file;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** Prints each file's size and gzipped size (at most `shown` rows, the largest); answers the totals. */
function table(
  title: string,
  outDir: string,
  files: string[],
  modules: Map<string, string[]>,
  shown = Infinity,
) {
  console.log(`\n${title}`);
  let raw = 0;
  let gzipped = 0;
  const records: string[] = [];
  const rows: { file: string; raw: number; gzipped: number }[] = [];
  for (const file of [...files].sort()) {
    const body = readFileSync(join(outDir, file));
    const size = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzipped += size;
    const own = modules.get(file) ?? [];
    records.push(
      ...own.filter((id) => RECORDS_CODE.some((pattern) => pattern.test(id))).map((id) => `${file}: ${id}`),
    );
    rows.push({ file, raw: body.length, gzipped: size });
  }
  const largest = new Set([...rows].sort((a, b) => b.gzipped - a.gzipped).slice(0, shown));
  for (const row of rows.filter((row) => largest.has(row)))
    console.log(`  ${row.file.padEnd(44)} ${kB(row.raw).padStart(10)}  gzip ${kB(row.gzipped).padStart(9)}`);
  if (rows.length > largest.size) console.log(`  ... and ${rows.length - largest.size} smaller files`);
  console.log(
    `  ${"total".padEnd(44)} ${kB(raw).padStart(10)}  gzip ${kB(gzipped).padStart(9)}  (${files.length} files)`,
  );
  return { gzipped, records };
}

/** Builds into a temporary folder, or takes --dist's folder as built; answers it and its chunk report. */
async function buildOrTake(dist: string | undefined): Promise<{ outDir: string; temporary: boolean }> {
  if (dist) {
    const outDir = resolve(root, dist);
    if (!existsSync(chunkReportPath(outDir)))
      throw new Error(`${outDir} has no chunk report beside it: build it with npm run build first`);
    console.log(`measuring the build in ${outDir} (not building)`);
    return { outDir, temporary: false };
  }
  const outDir = mkdtempSync(join(tmpdir(), "docket-first-load-"));
  const started = performance.now();
  await build({
    configFile: join(root, "vite.config.ts"),
    logLevel: "warn",
    build: { outDir, emptyOutDir: true },
  });
  console.log(
    `vite build (vite.config.ts, into a temporary folder) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return { outDir, temporary: true };
}

async function main() {
  const { outDir, temporary } = await buildOrTake(option("dist"));
  let browser: Browser | undefined;
  let server: Server | undefined;
  try {
    const report = JSON.parse(readFileSync(chunkReportPath(outDir), "utf8")) as ReportedChunk[];
    const chunks = new Map(report.map((chunk) => [chunk.file, chunk]));
    const modules = new Map(report.map((chunk) => [chunk.file, Object.keys(chunk.modules)]));
    const moduleSizes = new Map(report.flatMap((chunk) => Object.entries(chunk.modules)));

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
    const entryFiles = staticClosure(chunks, [chunkOf(chunks, ENTRY)]);
    const staticFiles = [...staticClosure(chunks, [chunkOf(chunks, ENTRY), chunkOf(chunks, LOGIN_PAGE)])];
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
    const title = `Static, from the chunk report (index.html entry + CSS + static imports, + lazy ${LOGIN_PAGE} and its imports):`;
    const fromReport =
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
        `${login.records.length} in what /login loads, ${fromReport.records.length} in the static set`,
    );
    // A module both loaded and in the static set is one module.
    const recordsLines = [...new Set([...login.records, ...fromReport.records])];
    for (const line of recordsLines.slice(0, 20)) console.log(`  ${line}`);
    for (const recordPage of RECORD_PAGES) {
      const own = [...staticClosure(chunks, [chunkOf(chunks, recordPage)])].filter(
        (file) => !entryFiles.has(file),
      );
      table(
        `${recordPage}: its own chunks (beyond the entry's, which every page loads):`,
        outDir,
        own,
        new Map(),
        12,
      );
    }
    console.log(`\nfirst load of /login: ${kB(login.gzipped)} gzipped (${loaded.length} JS/CSS files)`);
    const failing = recordsLines.filter((line) => !SHARED_AT_START.test(line.slice(line.indexOf(": ") + 2)));
    console.log(
      failing.length
        ? `FAIL: ${failing.length} records modules load on /login`
        : "ok: no records module (app/modules/records/, app/modules/record/, widgets/ other than the shared widgets/theme/ and embed/preactEffects.ts) loads on /login",
    );
    const overBudget = login.gzipped > BUDGET_KB * 1024;
    console.log(
      `${overBudget ? "FAIL" : "ok"}: /login loads ${kB(login.gzipped)} gzipped, budget ${BUDGET_KB.toFixed(1)} kB`,
    );
    if (failing.length > 0 || overBudget) process.exitCode = 1;
  } finally {
    await browser?.close();
    server?.close();
    if (temporary) {
      rmSync(outDir, { recursive: true, force: true });
      rmSync(chunkReportPath(outDir), { force: true });
    }
  }
}

runWithDeadline("size:first-load", DEADLINE_MS, main);
