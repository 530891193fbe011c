/**
 * npm run bench:lighthouse: Lighthouse 12 on the production build served by the real server with the demo.
 *
 * Builds the command line and the app (npm run build, into dist/ of this folder; --no-build takes the build
 * already there), starts `docket serve` on a
 * free port with a fresh data folder (the demo environments), and runs Lighthouse in Debian's Chromium on
 * three pages: /login, the Zorgdossier demo's client list and a client's record page, each with the desktop
 * and the mobile preset (Lighthouse's own throttling). The browser's HTTP cache is emptied before every run,
 * so each is a first visit; the session (local storage) is kept, since Lighthouse's storage reset would log
 * the user out. Prints performance, accessibility and best-practices scores with LCP and TBT per page.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse, { desktopConfig, type Flags, type Result } from "lighthouse";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { freePort } from "../../server/testing/spawnDocket";
import { CHROMIUM } from "../e2e/support/launchBrowser";
import { buildUnlessAsked, openDemoAsAdmin, serveDemo } from "./support/demoServer";

const ADMIN_PASSWORD = "lighthouse-admin-password";
/** The Zorgdossier demo's client entity (fixtures/environments/care.ts). */
const CLIENTS = 1030;
const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;

interface Figures {
  page: string;
  preset: "desktop" | "mobile";
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  /** The opportunities that would save the most, for finding the biggest cause of a low score. */
  biggest: string[];
}

async function measure(
  context: BrowserContext,
  debuggingPort: number,
  url: string,
  name: string,
  preset: Figures["preset"],
): Promise<Figures> {
  const helper = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(helper);
  await cdp.send("Network.clearBrowserCache");
  await cdp.detach();
  const flags: Flags = {
    port: debuggingPort,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    disableStorageReset: true,
  };
  const run = await lighthouse(url, flags, preset === "desktop" ? desktopConfig : undefined);
  if (!run) throw new Error(`Lighthouse gave no result for ${url}`);
  const report: Result = run.lhr;
  if (report.runtimeError) throw new Error(`${url}: ${report.runtimeError.message}`);
  const score = (category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);
  const biggest = Object.values(report.audits)
    .filter((audit) => audit.details?.type === "opportunity" && (audit.numericValue ?? 0) > 0)
    .sort((a, b) => (b.numericValue ?? 0) - (a.numericValue ?? 0))
    .slice(0, 3)
    .map((audit) => `${audit.id} ${Math.round(audit.numericValue ?? 0)} ms`);
  return {
    page: name,
    preset,
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
    },
    lcpMs: Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(report.audits["total-blocking-time"]?.numericValue ?? 0),
    biggest,
  };
}

/** Logs in as the administrator, opens the Zorgdossier demo and answers the URL of one of its clients. */
async function logIn(page: Page, baseUrl: string): Promise<string> {
  await openDemoAsAdmin(page, baseUrl, ADMIN_PASSWORD, "Zorgdossier");
  await page.goto(`${baseUrl}/defdossier/${CLIENTS}`);
  // Rows open their record (Enter or a click); the row carries the record's id.
  const firstRecord = page.locator("table tr[data-record-id]").first();
  await firstRecord.waitFor({ timeout: 180_000 });
  return `${baseUrl}/contentdossier/${await firstRecord.getAttribute("data-record-id")}`;
}

const HEADER = "page           preset   perf  a11y  best-pr.  LCP ms   TBT ms  biggest opportunities";

function print(figures: Figures[]) {
  for (const row of figures) {
    console.log(
      [
        row.page.padEnd(14),
        row.preset.padEnd(7),
        String(row.scores.performance).padStart(5),
        String(row.scores.accessibility).padStart(5),
        String(row.scores["best-practices"]).padStart(9),
        String(row.lcpMs).padStart(7),
        String(row.tbtMs).padStart(8),
        ` ${row.biggest.join(", ") || "-"}`,
      ].join(" "),
    );
  }
}

async function main() {
  buildUnlessAsked();
  const dataDir = mkdtempSync(join(tmpdir(), "docket-lighthouse-"));
  const profile = mkdtempSync(join(tmpdir(), "docket-lighthouse-profile-"));
  const port = await freePort();
  const debuggingPort = await freePort();
  const { baseUrl, stop } = await serveDemo(port, dataDir, ADMIN_PASSWORD);
  let context: BrowserContext | undefined;
  try {
    // One persistent profile: Lighthouse opens its tabs in the default context, where the session lives.
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        `--remote-debugging-port=${debuggingPort}`,
      ],
    });
    const figures: Figures[] = [];
    const presets = ["desktop", "mobile"] as const;
    // Each row as it comes, and the table again at the end.
    const add = (row: Figures) => {
      figures.push(row);
      print([row]);
    };
    console.log(HEADER);
    for (const preset of presets) {
      add(await measure(context, debuggingPort, `${baseUrl}/login`, "/login", preset));
    }
    const page = context.pages()[0] ?? (await context.newPage());
    const recordUrl = await logIn(page, baseUrl);
    await page.goto("about:blank");
    for (const preset of presets) {
      add(await measure(context, debuggingPort, `${baseUrl}/defdossier/${CLIENTS}`, "client list", preset));
      add(await measure(context, debuggingPort, recordUrl, "client record", preset));
    }
    console.log(`\n${HEADER}`);
    print(figures);
  } finally {
    await context?.close();
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
}

await main();
