import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiSession } from "./support/apiSession";
import { launchBrowser } from "./support/launchBrowser";
import { logInThroughPage } from "./support/logInThroughPage";
import { adminPassword, baseUrl } from "./support/server";

/** The demo CRM (fixtures/environments/crm.ts): companies, and activities whose form holds a map. */
const SALES_CRM = 2000;
const COMPANY = 2030;
const DEAL = 2032;
const ACTIVITY = 2033;
/** Rich text as the editor stores it: a colour in a style attribute, which the sanitiser keeps. */
const COLOURED = '<p><span style="color: rgb(200, 0, 0)">Coloured on purpose</span></p>';

interface BundleAnswer {
  positions: { display_items: { id: number; view: string; def_dossier_def_field?: { name: string } }[] }[];
}

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Every page address of the app's router, read from its source so that a new route is visited too: the
 * `path` of each route and each placeholder route (the index placeholder is "/").
 */
function routesOfTheApp(): string[] {
  const source = readFileSync("app/router/routeTree.tsx", "utf8");
  const paths = [
    ...[...source.matchAll(/\bpath: "([^"]+)"/g)].map((match) => match[1] as string),
    ...[...source.matchAll(/placeholderRoute\("([^"]+)"/g)].map((match) => match[1] as string),
  ];
  return [...new Set(paths.map((path) => (path.startsWith("/") ? path : `/${path}`)))];
}

let browser: Browser;
let page: Page;
const violations: Violation[] = [];
const cspConsoleErrors: string[] = [];
let ids: Record<string, number>;

beforeAll(async () => {
  const api = await apiSession(baseUrl, "admin", adminPassword);
  const firstOf = async (entity: number) =>
    (await api.call<{ results: { id: number }[] }>("GET", `/contentdossier?defDossier=${entity}&limit=1`))
      .results[0]?.id as number;
  const members = await api.call<{ results: { id: number }[] }>("GET", `/user?environment=${SALES_CRM}`);
  // Sent to a member of the CRM; the admin, its sender, opens it.
  const message = await api.call<{ id: number }>("POST", "/message", {
    environment: SALES_CRM,
    users: [members.results[0]?.id],
    title: "Policy check",
    messageText: "<p>Shown under the Content-Security-Policy.</p>",
  });
  ids = { company: await firstOf(COMPANY), deal: await firstOf(DEAL), message: message.id };
  const bundle = await api.call<BundleAnswer>("GET", `/defdossier/${DEAL}/bundle`);
  const description = bundle.positions
    .flatMap((position) => position.display_items)
    .find((item) => item.view === "edit" && item.def_dossier_def_field?.name === "description");
  await api.call("PUT", `/contentdossier/${ids.deal}`, { [String(description?.id)]: COLOURED });

  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-GB" });
  await context.exposeBinding("reportCspViolation", ({ page: source }, event: Omit<Violation, "page">) => {
    violations.push({ page: source.url(), ...event });
  });
  // Registered before any script of the page runs, on every document the tab loads.
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (v: unknown) => void }).reportCspViolation;
      report({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  page = await context.newPage();
  page.on("console", (message) => {
    if (message.type() === "error" && /content security policy/i.test(message.text())) {
      cspConsoleErrors.push(`${page.url()}: ${message.text()}`);
    }
  });
  await logInThroughPage(page, baseUrl, "admin", adminPassword);
  await page.getByRole("button", { name: "Open Sales CRM", exact: true }).click();
  await page.waitForURL(`${baseUrl}/`);
});

afterAll(async () => {
  await browser?.close();
});

/** The address to open for a route: its parameter filled with a record, entity or message of the CRM. */
function addressOf(route: string): string {
  const special: Record<string, string> = {
    "/contentdossier/$id": `/contentdossier/${ids.company}`,
    "/messages/$id": `/messages/${ids.message}`,
    "/invitation": "/invitation?key=not-a-real-key",
  };
  return special[route] ?? route.replace("$id", String(COMPANY));
}

/** The login page and the first test are checked already; a test after them sees only its own. */
function forgetFound(): void {
  violations.length = 0;
  cspConsoleErrors.length = 0;
}

/** One line per kind of violation, with the first page it happened on: a readable failure. */
function distinct(found: Violation[]): string[] {
  const lines = new Map<string, string>();
  for (const { page: at, directive, blocked, sample } of found) {
    const kind = `${directive} ${blocked} ${sample}`.trim();
    if (!lines.has(kind)) lines.set(kind, `${kind} (${at})`);
  }
  return [...lines.values()];
}

async function visit(address: string): Promise<void> {
  await page.goto(`${baseUrl}${address}`);
  await page.locator("#root *").first().waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
}

describe("the Content-Security-Policy in the browser", () => {
  it("lets every page of the app work without a single violation", async () => {
    const routes = routesOfTheApp();
    // The router's list is read right: the record page, the designer and the field designer are in it.
    expect(routes).toEqual(
      expect.arrayContaining(["/contentdossier/$id", "/defdossier/edit/$id", "/fieldeditor/$id", "/login"]),
    );
    for (const address of routes.map(addressOf)) await visit(address);
    // A form with a map: Leaflet draws its own styles and images.
    await visit(`/contentdossier/create/${ACTIVITY}`);
    await page.locator(".leaflet-container").first().waitFor();
    // Rich text keeps its colour: style attributes apply, style elements need the nonce.
    await visit(`/contentdossier/${ids.deal}`);
    const coloured = page.getByText("Coloured on purpose");
    await coloured.waitFor();
    expect(await coloured.evaluate((element) => getComputedStyle(element).color)).toBe("rgb(200, 0, 0)");

    expect(distinct(violations)).toEqual([]);
    expect(cspConsoleErrors).toEqual([]);
  }, 300_000);

  it("lets the API documentation page work under its own policy", async () => {
    forgetFound();
    await page.goto(`${baseUrl}/api/docs/static/index.html`, { waitUntil: "networkidle" });
    await page.locator(".swagger-ui .info").first().waitFor();
    expect(distinct(violations)).toEqual([]);
    expect(cspConsoleErrors).toEqual([]);
  });

  it("reports a violation when a page breaks the policy, so the checks above can fail", async () => {
    forgetFound();
    await visit("/environment");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.inlineRan = true";
      document.body.append(script);
    });
    await expect
      .poll(() => violations.filter((violation) => violation.directive === "script-src-elem").length)
      .toBeGreaterThan(0);
    expect(
      await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan),
    ).toBeUndefined();
  });
});
