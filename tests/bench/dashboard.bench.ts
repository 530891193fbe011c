/**
 * npm run bench:dashboard: the Projects demo's dashboard (its blocks: lists, charts, a sum, a container) in
 * Chromium, on the production build served by `docket serve` with the demo on the embedded database.
 *
 * Times from the start of a navigation to the first block drawn and to all blocks drawn, where a block is
 * drawn once its body holds content and no loading spinner. Three ways in, each BENCH_RUNS times: a reload
 * with the HTTP cache emptied (a first visit, logged in), a reload with it warm (no data cached in the
 * page), and a route change from the profile page back to the dashboard (block data cached by the page).
 * Blocks render about a second after they come into view (spec 1-platform, Dashboard); that second is part
 * of every figure and is printed beside them. The viewport is tall enough for every block to be in view.
 *
 * BENCH_RUNS (10). --no-build measures the build already in dist/.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { LAZY_DELAY_MS } from "../../app/modules/dashboard/hooks/useLazyVisible";
import { freePort } from "../../server/testing/spawnDocket";
import { launchBrowser } from "../e2e/support/launchBrowser";
import { buildUnlessAsked, openDemoAsAdmin, serveDemo } from "./support/demoServer";

const ADMIN_PASSWORD = "dashboard-bench-password";
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 10);

interface Drawn {
  blocks: number;
  firstMs: number;
  allMs: number;
}

declare global {
  interface Window {
    /** performance.now() when each block (by its body's test id) was first seen drawn. */
    __blocksDrawn?: Map<string, number>;
  }
}

/**
 * Installed before the app's own scripts on every document: each frame, notes the blocks drawn so far.
 * A frame loop rather than a MutationObserver, so a time is one the user could have seen painted. Plain
 * JavaScript in a string: tsx would name a function's inner functions with a helper the page lacks.
 */
const WATCH_BLOCKS = `(() => {
  const drawn = new Map();
  window.__blocksDrawn = drawn;
  const look = () => {
    // The frames' bodies are block-{id}; blocks inside them may carry test ids of their own (block-sum).
    for (const body of document.querySelectorAll('[data-testid^="block-"]')) {
      const id = body.dataset.testid || "";
      if (!/^block-\\d+$/.test(id) || drawn.has(id)) continue;
      if (body.childElementCount === 0 || body.querySelector('[role="status"]')) continue;
      drawn.set(id, performance.now());
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

/** Waits until every block on the page is drawn; times are relative to `start` (performance.now()). */
async function allDrawn(page: Page, start: number): Promise<Drawn> {
  await page.waitForFunction(
    () => {
      const bodies = [...document.querySelectorAll<HTMLElement>('[data-testid^="block-"]')].filter((body) =>
        /^block-\d+$/.test(body.dataset.testid ?? ""),
      );
      return bodies.length > 0 && window.__blocksDrawn?.size === bodies.length;
    },
    undefined,
    { timeout: 60_000, polling: 100 },
  );
  const times = await page.evaluate(() => [...(window.__blocksDrawn?.values() ?? [])]);
  return {
    blocks: times.length,
    firstMs: Math.min(...times) - start,
    allMs: Math.max(...times) - start,
  };
}

/** A reload of the dashboard, with the HTTP cache emptied first or kept: times from the navigation's start. */
async function reload(page: Page, cache: "empty" | "warm"): Promise<Drawn> {
  if (cache === "empty") {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.clearBrowserCache");
    await cdp.detach();
  }
  await page.reload();
  return allDrawn(page, 0);
}

/** From the profile page back to the dashboard through the menu's link, within the app. */
async function routeChange(page: Page, baseUrl: string): Promise<Drawn> {
  await page.goto(`${baseUrl}/profile`);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  const link = page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Dashboard" });
  await link.waitFor();
  const start = await link.evaluate((element: HTMLElement) => {
    window.__blocksDrawn?.clear();
    const now = performance.now();
    element.click();
    return now;
  });
  return allDrawn(page, start);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function print(name: string, runs: Drawn[]) {
  const firsts = runs.map((run) => run.firstMs);
  const alls = runs.map((run) => run.allMs);
  const cells = [
    runs.length,
    runs[0]?.blocks ?? 0,
    median(firsts),
    Math.max(...firsts),
    median(alls),
    Math.max(...alls),
  ];
  const widths = [4, 7, 10, 9, 10, 9];
  console.log(`${name.padEnd(28)} ${cells.map((n, i) => n.toFixed(0).padStart(widths[i] ?? 0)).join(" ")}`);
}

async function main() {
  buildUnlessAsked();
  const dataDir = mkdtempSync(join(tmpdir(), "docket-dashboard-bench-"));
  const { baseUrl, stop } = await serveDemo(await freePort(), dataDir, ADMIN_PASSWORD);
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 2400 }, locale: "en-GB" });
    await context.addInitScript({ content: WATCH_BLOCKS });
    const page = await context.newPage();
    await openDemoAsAdmin(page, baseUrl, ADMIN_PASSWORD, "Projects");
    const times = async (measure: () => Promise<Drawn>) => {
      const runs: Drawn[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measure());
      return runs;
    };
    const cold = await times(() => reload(page, "empty"));
    const warm = await times(() => reload(page, "warm"));
    const changes = await times(() => routeChange(page, baseUrl));

    console.log(`Blocks render ${LAZY_DELAY_MS} ms after they come into view; every figure includes that.`);
    console.log("way in                         runs  blocks  first p50  first max   all p50   all max (ms)");
    print("load, HTTP cache empty", cold);
    print("load, HTTP cache warm", warm);
    print("route change from /profile", changes);
  } finally {
    await browser.close();
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
