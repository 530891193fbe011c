/**
 * npm run bench:list: the records list with ROWS (2,500) companies of the CRM fixture on one page, in
 * Chromium, on the production build (vite build of vite.config.ts into a temporary folder) served by the
 * real server (buildServer on PGlite, the fixture installed, the companies seeded as bench:api seeds them).
 *
 * The server answers at most 200 records a page (spec 1-platform: larger page sizes fall back to 50), so
 * the bench assembles the list's answer once from the server's pages of 200 and then answers the page's
 * list call with all ROWS from memory (answerWholeList): the figures are the page's, not the server's.
 * Everything else (bundle, credentials, menu) comes from the server.
 *
 * Two ways of drawing, alternating, in the same run on the same build: "rows in view" (the table as built,
 * which draws the rows in view of the scroller, hooks/useVirtualRows) and "every row" (the same table told
 * to draw every row through local storage, as it did before). For each, RUNS route changes (after one
 * warm-up) from /profile to the list through the side menu's link, timed from the click to the frame in
 * which the rows fill the view, painted (requestAnimationFrame, then a message-channel task): "route change
 * to last visible row painted". Also when the list call was sent, and from its answer (Resource Timing)
 * to that paint. Then a scroll of the whole list, top to bottom, for each of STEPS px per frame (set in
 * requestAnimationFrame), counting frames whose gap to the previous one is over 20 ms (a 60 Hz frame
 * missed); and, as the floor, the same count over 120 frames of the list standing still, and of 120 frames
 * scrolled down and up by the first step within the rows drawn (no row added: the cost of painting a
 * scrolled frame on this machine). Benches print; they assert no timing. The target (issue 15): 300 ms to
 * the last visible row.
 *
 * Options: --rows=2500 --runs=5 --steps=60,200 (px per frame) --no-every-row (skip the comparison)
 * --dist=folder (a build already made, e.g. dist/app, instead of building into a temporary folder)
 * --profile=file.cpuprofile (after the timed runs, one more route change with rows in view under Chromium's
 * CPU profiler, written for DevTools; with --dist of an unminified build its functions keep their names)
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Page } from "playwright-core";
import { build } from "vite";
import { launchBrowser } from "../e2e/support/launchBrowser";
import { ADMIN_PASSWORD, COMPANY, seedCompanies, startBenchServer } from "./apiBench";
import { runWithDeadline } from "./support/runWithDeadline";

const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const ROWS = Number(option("rows", "2500"));
const RUNS = Math.max(1, Number(option("runs", "5")));
/** Pixels scrolled a frame: 60 is 3,600 px a second, a brisk wheel; 200 a fling. */
const STEPS = option("steps", "60,200").split(",").map(Number);
const COMPARE = !process.argv.includes("--no-every-row");
const DIST = option("dist", "");
const PROFILE = option("profile", "");
const TARGET_MS = 300;
/** The server's largest page. */
const SERVER_PAGE = 200;
const DEADLINE_MS = 900_000;
const root = fileURLToPath(new URL("../..", import.meta.url));

type Mode = "rows in view" | "every row";

/**
 * Page-side helpers, installed before the app's scripts. Plain JavaScript in a string: tsx would name a
 * function's inner functions with a helper the page lacks.
 */
const PAGE_HELPERS = `(() => {
  const afterPaint = (resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(null);
  };
  // Resolves after the paint of the first frame in which the list's rows reach the bottom of the view.
  window.__rowsFillView = () => new Promise((resolve) => {
    const look = () => {
      const scroller = document.querySelector("main");
      const rows = document.querySelectorAll("table[data-pinned-columns] tbody tr[data-record-id]");
      const last = rows[rows.length - 1];
      if (scroller && last && last.getBoundingClientRect().bottom >= scroller.getBoundingClientRect().bottom)
        return afterPaint(resolve);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  // The page's last list call: when it was sent and when its answer had arrived.
  window.__listCall = () => {
    const entries = performance.getEntriesByType("resource").filter((e) => e.name.includes("/api/contentdossier?"));
    const last = entries[entries.length - 1];
    return last ? { sent: last.startTime, answered: last.responseEnd } : { sent: NaN, answered: NaN };
  };
  // Counts the frames drawn and the gaps over 20 ms between them (a dropped frame at 60 Hz), and the longest.
  const frameGaps = () => {
    const seen = { frames: 0, dropped: 0, longest: 0, first: 0, previous: 0 };
    return {
      seen,
      tick(now) {
        if (seen.previous) {
          const gap = now - seen.previous;
          seen.frames++;
          if (gap > 20) seen.dropped++;
          seen.longest = Math.max(seen.longest, gap);
        } else seen.first = now;
        seen.previous = now;
      },
      result(now, reachedLast) {
        return { frames: seen.frames, dropped: seen.dropped, longest: seen.longest, ms: now - seen.first, reachedLast };
      },
    };
  };
  // Counts frame gaps over 20 ms while nothing moves: what the machine drops anyway.
  window.__standStill = (count) => new Promise((resolve) => {
    const gaps = frameGaps();
    const tick = (now) => {
      gaps.tick(now);
      if (gaps.seen.frames < count) requestAnimationFrame(tick);
      else resolve({ ...gaps.result(now, false), ms: 0 });
    };
    requestAnimationFrame(tick);
  });
  // Scrolls step px down and back up, frame after frame, within the rows already drawn: what painting a
  // scrolled frame costs here when no row is added (software raster, --disable-gpu).
  window.__scrollInPlace = (step, count) => new Promise((resolve) => {
    const scroller = document.querySelector("main");
    const gaps = frameGaps();
    const tick = (now) => {
      gaps.tick(now);
      if (gaps.seen.frames >= count) return resolve({ ...gaps.result(now, false), ms: 0 });
      scroller.scrollTop += gaps.seen.frames % 2 ? -step : step;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  // Scrolls the shell's main area from top to bottom, step px a frame; counts frame gaps over 20 ms.
  window.__scrollWholeList = (step) => new Promise((resolve) => {
    const scroller = document.querySelector("main");
    scroller.scrollTop = 0;
    const gaps = frameGaps();
    const tick = (now) => {
      gaps.tick(now);
      if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) {
        // The list's end is drawn: no spacer after the body's last row.
        const body = document.querySelector("table[data-pinned-columns] tbody");
        const reachedLast = Boolean(body && body.lastElementChild && body.lastElementChild.hasAttribute("data-record-id"));
        return resolve(gaps.result(now, reachedLast));
      }
      scroller.scrollTop += step;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
})();`;

interface Drawn {
  routeMs: number;
  /** From the click to the list call sent. */
  sentMs: number;
  answerMs: number;
}
interface Scrolled {
  frames: number;
  dropped: number;
  longest: number;
  ms: number;
  reachedLast: boolean;
}

async function buildApp(outDir: string) {
  const started = performance.now();
  await build({
    configFile: join(root, "vite.config.ts"),
    logLevel: "warn",
    build: { outDir, emptyOutDir: true },
  });
  return performance.now() - started;
}

/** Marks the bench's own calls for the server's pages, which the list answer below lets through. */
const SERVER_PAGE_HEADER = "x-bench-server-page";

/**
 * Answers the page's company list calls with every seeded company, assembled once from the server's pages
 * (an onRequest hook of the bench's server: Playwright's page.route would also turn off the browser's cache,
 * so every route change would fetch the app's scripts again, which no user's browser does).
 */
function answerWholeList(app: FastifyInstance) {
  const cache = new Map<string, string>();
  const assemble = async (request: FastifyRequest, url: URL) => {
    const results: unknown[] = [];
    let first: Record<string, unknown> | undefined;
    const labels: Record<string, Record<string, unknown>> = {};
    const { port } = app.server.address() as AddressInfo;
    for (let number = 1; results.length < ROWS; number++) {
      url.searchParams.set("limit", String(SERVER_PAGE));
      url.searchParams.set("page", String(number));
      const answer = (await (
        await fetch(`http://127.0.0.1:${port}${url.pathname}${url.search}`, {
          headers: {
            cookie: request.headers.cookie ?? "",
            accept: "application/json",
            [SERVER_PAGE_HEADER]: "1",
          },
        })
      ).json()) as Record<string, unknown>;
      const pageResults = answer.results as unknown[];
      if (pageResults.length === 0) break;
      first ??= answer;
      results.push(...pageResults);
      for (const [kind, map] of Object.entries((answer.labels ?? {}) as Record<string, object>))
        labels[kind] = { ...labels[kind], ...map };
    }
    const rows = results.slice(0, ROWS);
    return JSON.stringify({
      ...first,
      results: rows,
      labels,
      pager: { current: 1, pages: 1, items: rows.length, limit: rows.length },
    });
  };
  app.addHook("onRequest", async (request, reply) => {
    const url = new URL(request.url, "http://bench");
    const isCompanyList =
      request.method === "GET" &&
      url.pathname === "/api/contentdossier" &&
      url.searchParams.get("defDossier") === String(COMPANY.entity);
    if (!isCompanyList || request.headers[SERVER_PAGE_HEADER]) return;
    url.searchParams.delete("page");
    url.searchParams.delete("limit");
    const key = url.searchParams.toString();
    let body = cache.get(key);
    if (!body) {
      body = await assemble(request, url);
      cache.set(key, body);
    }
    return reply.type("application/json").header("cache-control", "no-store").send(body);
  });
}

async function routeChange(
  page: Page,
  baseUrl: string,
  mode: Mode,
  beforeClick?: () => Promise<unknown>,
): Promise<Drawn> {
  await page.goto(`${baseUrl}/profile`);
  await page.evaluate((everyRow) => {
    if (everyRow) localStorage.setItem("docket.list.drawEveryRow", "1");
    else localStorage.removeItem("docket.list.drawEveryRow");
  }, mode === "every row");
  const link = page.locator(`a[href="/defdossier/${COMPANY.entity}"]`).first();
  await link.waitFor();
  await beforeClick?.();
  const times = await link.evaluate(async (element: HTMLElement) => {
    const start = performance.now();
    element.click();
    const painted: number = await window.__rowsFillView();
    const call = window.__listCall();
    return { routeMs: painted - start, sentMs: call.sent - start, answerMs: painted - call.answered };
  });
  return times;
}

async function scrollWholeList(page: Page, step: number): Promise<Scrolled> {
  // The pointer off the table: no hover styles change under it while it scrolls.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(500);
  return page.evaluate((px) => window.__scrollWholeList(px), step);
}

declare global {
  interface Window {
    __rowsFillView(): Promise<number>;
    __listCall(): { sent: number; answered: number };
    __scrollWholeList(step: number): Promise<Scrolled>;
    __standStill(frames: number): Promise<Scrolled>;
    __scrollInPlace(step: number, frames: number): Promise<Scrolled>;
  }
}

/** One route change with rows in view under the CPU profiler, the profile written to PROFILE. */
async function profileRouteChange(page: Page, baseUrl: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  const times = await routeChange(page, baseUrl, "rows in view", () => cdp.send("Profiler.start"));
  const { profile } = await cdp.send("Profiler.stop");
  writeFileSync(PROFILE, JSON.stringify(profile));
  await cdp.detach();
  console.log(`profiled route change: ${times.routeMs.toFixed(0)} ms, written to ${PROFILE}`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function main() {
  const appDir = DIST || mkdtempSync(join(tmpdir(), "docket-list-bench-app-"));
  const buildMs = DIST ? 0 : await buildApp(appDir);
  const server = await startBenchServer("pglite", { appDir, beforeListen: answerWholeList });
  const browser = await launchBrowser();
  try {
    const seeded = await seedCompanies(server.db, ROWS, { userId: server.adminUserId });
    const [count] = await server.db.query<{ n: number }>(
      "select count(*)::int as n from content_dossiers where def_dossier_id = $1",
      [COMPANY.entity],
    );
    const baseUrl = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
    console.log(
      `Chromium ${browser.version()}, headless; ${DIST ? `the build in ${DIST}` : `vite build in ${(buildMs / 1000).toFixed(1)} s`}; ${ROWS} of ${count?.n} companies seeded in ${(seeded.ms / 1000).toFixed(1)} s`,
    );
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-GB" });
    await context.addInitScript({ content: PAGE_HELPERS });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel("Username").fill("bench-admin");
    await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Open Sales CRM", exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);

    const modes: Mode[] = COMPARE ? ["rows in view", "every row"] : ["rows in view"];
    const drawn = new Map<Mode, Drawn[]>(modes.map((mode) => [mode, []]));
    for (const mode of modes) await routeChange(page, baseUrl, mode); // warm-up, and the answer assembled
    for (let run = 0; run < RUNS; run++) {
      for (const mode of run % 2 === 0 ? modes : [...modes].reverse()) {
        const times = await routeChange(page, baseUrl, mode);
        drawn.get(mode)?.push(times);
        process.stderr.write(`${mode}: ${times.routeMs.toFixed(0)} ms\n`);
      }
    }
    if (PROFILE) await profileRouteChange(page, baseUrl);
    const scrolled = new Map<string, Scrolled>();
    const still = new Map<Mode, Scrolled>();
    const inPlace = new Map<Mode, Scrolled>();
    for (const mode of modes) {
      await routeChange(page, baseUrl, mode);
      still.set(mode, await page.evaluate(() => window.__standStill(120)));
      await page.mouse.move(0, 0);
      inPlace.set(mode, await page.evaluate((px) => window.__scrollInPlace(px, 120), STEPS[0] ?? 60));
      for (const step of STEPS) {
        scrolled.set(`${mode} ${step}`, await scrollWholeList(page, step));
        process.stderr.write(`${mode}: scrolled at ${step} px a frame\n`);
      }
    }

    console.log(
      `${ROWS} rows on one page, viewport 1280x900, ${RUNS} route changes per way after a warm-up; target ${TARGET_MS} ms`,
    );
    console.log(
      "drawing        route change to last visible row, p50 (max)   list call sent, p50   list answer to that paint, p50",
    );
    for (const mode of modes) {
      const runs = drawn.get(mode) ?? [];
      const route = runs.map((r) => r.routeMs);
      const sent = runs.map((r) => r.sentMs);
      const answer = runs.map((r) => r.answerMs);
      console.log(
        `${mode.padEnd(14)} ${`${median(route).toFixed(0)} ms (${Math.max(...route).toFixed(0)})`.padEnd(46)} ${`${median(sent).toFixed(0)} ms`.padEnd(21)} ${median(answer).toFixed(0)} ms`,
      );
    }
    console.log("scrolling the whole list     frames  over 20 ms  longest gap  last row drawn at the end");
    for (const mode of modes) {
      const idle = still.get(mode) as Scrolled;
      console.log(
        `${`${mode}, standing still`.padEnd(28)} ${String(idle.frames).padStart(6)} ${String(idle.dropped).padStart(11)} ${`${idle.longest.toFixed(0)} ms`.padStart(12)}`,
      );
      const back = inPlace.get(mode) as Scrolled;
      console.log(
        `${`${mode}, ${STEPS[0]} px down, up, ...`.padEnd(28)} ${String(back.frames).padStart(6)} ${String(back.dropped).padStart(11)} ${`${back.longest.toFixed(0)} ms`.padStart(12)}`,
      );
      for (const step of STEPS) {
        const run = scrolled.get(`${mode} ${step}`) as Scrolled;
        console.log(
          `${`${mode}, ${step} px a frame`.padEnd(28)} ${String(run.frames).padStart(6)} ${String(run.dropped).padStart(11)} ${`${run.longest.toFixed(0)} ms`.padStart(12)}  ${run.reachedLast ? "yes" : "no"}`,
        );
      }
    }
  } finally {
    await browser.close();
    await server.close();
    if (!DIST) rmSync(appDir, { recursive: true, force: true });
  }
}

runWithDeadline("bench:list", DEADLINE_MS, main);
