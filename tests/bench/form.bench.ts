/**
 * npm run bench:form: keystroke-to-paint in Chromium on a 300-item edit form, Docket's DocketForm against
 * plain @rjsf/core with validator-ajv8 and liveValidate on the same JSON Schema (the model's `schema`),
 * in one run, with the ratio; and, as the floor any page's figure stands on, one bare input that no script
 * reacts to.
 *
 * Builds tests/bench/form/entry.tsx with esbuild (production React, minified) into a temporary folder,
 * serves it on 127.0.0.1, opens each variant in Debian's headless Chromium, types WARMUP then KEYS
 * characters into a text field, one at a time, waiting after each for the page's measurement (keydown
 * timeStamp to after the next paint: requestAnimationFrame, then a message-channel task) and a short pause.
 * "mount ms" is render to the form's first paint; "all mounted ms" render to every item mounted (a long
 * DocketForm mounts its top first and the rest when the browser is idle); typing starts after both. Docket's
 * Chakra system is built before the timer, as the app builds it once at start; its time is printed apart.
 *
 * Both variants render on the renderer given: Preact's React layer, as the built app does (default), or
 * React itself.
 *
 * Options: --keys=40 --warmup=5 --rounds=2 --model=synthetic|text --size=300 --throttle=1 (CPU slow-down)
 * --renderer=preact|react
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../e2e/support/launchBrowser";
import type { BenchInfo, KeystrokeSample, Variant } from "./form/entry";
import { runWithDeadline } from "./support/runWithDeadline";
import { serveStatic } from "./support/serveStatic";

const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const KEYS = Number(option("keys", "40"));
const WARMUP = Number(option("warmup", "5"));
const ROUNDS = Number(option("rounds", "2"));
const MODEL = option("model", "synthetic");
const SIZE = Number(option("size", "300"));
const THROTTLE = Number(option("throttle", "1"));
const RENDERER = option("renderer", "preact");
if (RENDERER !== "preact" && RENDERER !== "react") throw new Error("--renderer is preact or react");
/** The whole run's limit. */
const DEADLINE_MS = 300_000;
const TEXT = "the quick brown fox jumps over the lazy dog and back again ";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

async function buildPage(outDir: string) {
  const started = performance.now();
  await build({
    entryPoints: [here("./form/entry.tsx")],
    outdir: outDir,
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: true,
    splitting: true,
    jsx: "automatic",
    // The app build's aliases (widgets/embed/reactAsPreact.ts), as esbuild takes them.
    alias:
      RENDERER === "preact"
        ? {
            react: "preact/compat",
            "react-dom": "preact/compat",
            "react-dom/client": "preact/compat/client",
            "react/jsx-runtime": "preact/jsx-runtime",
          }
        : {},
    loader: { ".png": "file", ".svg": "file" },
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "error",
  });
  writeFileSync(join(outDir, "index.html"), readFileSync(here("./form/index.html")));
  return performance.now() - started;
}

interface Result {
  info: BenchInfo;
  samples: KeystrokeSample[];
}

async function typeAndMeasure(page: Page, count: number, offset: number) {
  for (let i = 0; i < count; i++) {
    const char = TEXT[(offset + i) % TEXT.length] as string;
    await page.keyboard.press(char === " " ? "Space" : char);
    await page.waitForFunction(() => window.bench.pending === 0, null, { timeout: 10_000, polling: 5 });
    // A pause of 30 to 50 ms, so keystrokes fall at every phase of the 60 Hz frame.
    await page.waitForTimeout(30 + Math.random() * 20);
  }
}

async function runVariant(browser: Browser, url: string, variant: Variant): Promise<Result> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  try {
    if (THROTTLE > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
    }
    await page.goto(`${url}?variant=${variant}&model=${MODEL}&size=${SIZE}`);
    await page.waitForFunction(() => window.bench.ready || window.bench.error, null, { timeout: 60_000 });
    const info = await page.evaluate(() => window.bench.info);
    if (!info) throw new Error(`${variant} did not render: ${errors.join("\n")}`);
    await page.click(info.target);
    await typeAndMeasure(page, WARMUP, 0);
    await page.evaluate(() => {
      window.bench.samples = [];
    });
    await typeAndMeasure(page, KEYS, WARMUP);
    const typed = await page.inputValue(info.target);
    if (typed.length !== WARMUP + KEYS) throw new Error(`${variant}: the field holds "${typed}"`);
    const result = await page.evaluate(() => ({
      samples: window.bench.samples,
    }));
    if (errors.length > 0) throw new Error(`${variant}: ${errors.join("\n")}`);
    return { info, ...result };
  } finally {
    await context.close();
  }
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const quantile = (values: number[], q: number) => {
  const s = sorted(values);
  return s.length ? (s[Math.min(s.length - 1, Math.floor(q * s.length))] as number) : Number.NaN;
};
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const f = (value: number) => (Number.isNaN(value) ? "-" : value.toFixed(1));

async function main() {
  const outDir = mkdtempSync(join(tmpdir(), "docket-bench-form-"));
  let browser: Browser | undefined;
  let server: Server | undefined;
  try {
    const buildMs = await buildPage(outDir);
    const served = await serveStatic(outDir);
    server = served.server;
    browser = await launchBrowser();
    console.log(
      `Chromium ${browser.version()}, headless; page built by esbuild in ${(buildMs / 1000).toFixed(1)} s (production ${RENDERER === "preact" ? "Preact's React layer" : "React"}, minified)`,
    );
    console.log(
      `model: ${MODEL} (${SIZE} items), ${WARMUP} warm-up + ${KEYS} measured keystrokes per round, ${ROUNDS} round(s) per variant, alternating` +
        (THROTTLE > 1 ? `, CPU throttled ${THROTTLE}x` : ""),
    );
    const all: Record<Variant, Result[]> = { docket: [], rjsf: [], bare: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const order: Variant[] = round % 2 === 0 ? ["docket", "rjsf", "bare"] : ["bare", "rjsf", "docket"];
      for (const variant of order) {
        all[variant].push(await runVariant(browser, `${served.url}/`, variant));
      }
    }
    const rows: string[][] = [
      [
        "variant",
        "fields",
        "mount ms",
        "all mounted ms",
        "n",
        "p50 ms",
        "p95 ms",
        "mean ms",
        "key to input handled p50",
      ],
    ];
    const summary: Record<string, { p50: number; p95: number; mean: number }> = {};
    const labels: Record<Variant, string> = {
      docket: "Docket DocketForm",
      rjsf: "rjsf liveValidate",
      bare: "bare input (floor)",
    };
    for (const variant of ["docket", "rjsf", "bare"] as const) {
      const results = all[variant];
      const paint = results.flatMap((r) => r.samples.map((s) => s.toPaint));
      const handled = results.flatMap((r) => r.samples.map((s) => s.toHandled));
      const info = results[0]?.info as BenchInfo;
      summary[variant] = { p50: quantile(paint, 0.5), p95: quantile(paint, 0.95), mean: mean(paint) };
      rows.push([
        labels[variant],
        String(info.fields),
        results.map((r) => r.info.mountMs.toFixed(0)).join("/"),
        results.map((r) => r.info.allMountedMs.toFixed(0)).join("/"),
        String(paint.length),
        f(summary[variant].p50),
        f(summary[variant].p95),
        f(summary[variant].mean),
        f(quantile(handled, 0.5)),
      ]);
    }
    const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] as string).length))) ?? [];
    for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i] as number)).join("  "));
    const systems = all.docket.map((r) => r.info.systemMs ?? Number.NaN);
    console.log(
      `Docket's Chakra system, built once before the timer as the app does at start: ${systems.map(f).join("/")} ms`,
    );
    const docket = summary.docket as { p50: number; p95: number; mean: number };
    const rjsf = summary.rjsf as { p50: number; p95: number; mean: number };
    console.log(
      `ratio rjsf / Docket (keystroke to paint): p50 ${(rjsf.p50 / docket.p50).toFixed(2)}x, p95 ${(rjsf.p95 / docket.p95).toFixed(2)}x, mean ${(rjsf.mean / docket.mean).toFixed(2)}x`,
    );
  } finally {
    await browser?.close();
    server?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

runWithDeadline("bench:form", DEADLINE_MS, main);
