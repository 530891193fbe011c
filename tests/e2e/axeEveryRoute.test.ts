import { readFileSync } from "node:fs";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiSession } from "./support/apiSession";
import { axeFindings } from "./support/axeFindings";
import { launchBrowser } from "./support/launchBrowser";
import { logInThroughPage } from "./support/logInThroughPage";
import { adminPassword, baseUrl } from "./support/server";

/** The demo CRM (fixtures/environments/crm.ts): companies (archivable) and contacts. */
const SALES_CRM = 2000;
const COMPANY = 2030;

/** Every page address of the app's router, read from its source so that a new route is scanned too. */
function routesOfTheApp(): string[] {
  const source = readFileSync("app/router/routeTree.tsx", "utf8");
  const paths = [
    ...[...source.matchAll(/\bpath: "([^"]+)"/g)].map((match) => match[1] as string),
    ...[...source.matchAll(/placeholderRoute\("([^"]+)"/g)].map((match) => match[1] as string),
  ];
  return [...new Set(paths.map((path) => (path.startsWith("/") ? path : `/${path}`)))];
}

/**
 * A dialog or drawer of the app: the page it is opened on, what to do there first, the control that opens
 * it, and where the focus belongs once it is closed (the trigger unless said otherwise). A confirmation
 * opens on its safe button.
 */
interface DialogCase {
  name: string;
  at: string;
  before?: () => Promise<void>;
  trigger: () => Locator;
  returnsTo?: () => Locator;
  confirmation?: boolean;
}

let browser: Browser;
let page: Page;
let ids: Record<string, number>;

beforeAll(async () => {
  const api = await apiSession(baseUrl, "admin", adminPassword);
  const firstOf = async (entity: number) =>
    (await api.call<{ results: { id: number }[] }>("GET", `/contentdossier?defDossier=${entity}&limit=1`))
      .results[0]?.id as number;
  const members = await api.call<{ results: { id: number }[] }>("GET", `/user?environment=${SALES_CRM}`);
  const message = await api.call<{ id: number }>("POST", "/message", {
    environment: SALES_CRM,
    users: [members.results[0]?.id],
    title: "Accessibility check",
    messageText: "<p>Scanned by axe.</p>",
  });
  ids = { company: await firstOf(COMPANY), message: message.id };
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-GB" });
  page = await context.newPage();
  page.on("pageerror", (error) => scriptErrors.push(`${new URL(page.url()).pathname}: ${error.message}`));
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel("Username").waitFor();
  loginFindings = await axeFindings(page);
  await logInThroughPage(page, baseUrl, "admin", adminPassword);
  await page.getByRole("button", { name: "Open Sales CRM", exact: true }).click();
  await page.waitForURL(`${baseUrl}/`);
});

afterAll(async () => {
  await browser?.close();
});

let loginFindings: string[] = [];
/** Errors the pages' scripts threw and nothing caught, with the page they were on. */
const scriptErrors: string[] = [];

function addressOf(route: string): string {
  const special: Record<string, string> = {
    "/contentdossier/$id": `/contentdossier/${ids.company}`,
    "/messages/$id": `/messages/${ids.message}`,
    "/invitation": "/invitation?key=not-a-real-key",
  };
  return special[route] ?? route.replace("$id", String(COMPANY));
}

async function visit(address: string): Promise<void> {
  await page.goto(`${baseUrl}${address}`);
  await page.locator("#root *").first().waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
}

const focusedInside = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement));
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
const focusedText = () =>
  page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return "<body>";
    return (focused.getAttribute("aria-label") ?? focused.textContent?.trim() ?? "").slice(0, 60);
  });

/** Selects the first two companies of the list, so that the bulk actions open their dialogs. */
async function selectTwoRows(): Promise<void> {
  const boxes = page.getByRole("checkbox", { name: /^Select (?!all)/ });
  await boxes.nth(1).waitFor();
  for (const box of [boxes.nth(0), boxes.nth(1)])
    if (!(await box.isChecked())) await box.check({ force: true });
}

const bulk = () => page.getByRole("toolbar", { name: "Bulk actions", exact: true });
const moreActions = () => bulk().getByRole("button", { name: "More actions", exact: true });
async function openMoreActions(): Promise<void> {
  await selectTwoRows();
  await moreActions().click();
}
const recordActions = () => page.getByRole("toolbar", { name: "Actions", exact: true });

function dialogCases(): DialogCase[] {
  const list = `/defdossier/${COMPANY}`;
  const record = `/contentdossier/${ids.company}`;
  const designer = `/fieldeditor/${COMPANY}`;
  const button = (name: string | RegExp) => () =>
    page.getByRole("button", { name, exact: typeof name === "string" }).first();
  const menuItem = (name: string) => () => page.getByRole("menuitem", { name, exact: true });
  return [
    { name: "quick edit", at: list, trigger: button(/^Quick edit /) },
    {
      name: "bulk delete confirmation",
      at: list,
      before: selectTwoRows,
      trigger: () => bulk().getByRole("button", { name: "Delete", exact: true }),
      confirmation: true,
    },
    {
      name: "export",
      at: list,
      before: selectTwoRows,
      trigger: () => bulk().getByRole("button", { name: "Export" }),
    },
    {
      name: "bulk archive confirmation",
      at: list,
      before: openMoreActions,
      trigger: menuItem("Archive"),
      returnsTo: moreActions,
      confirmation: true,
    },
    {
      name: "mass update",
      at: list,
      before: openMoreActions,
      trigger: menuItem("Mass update"),
      returnsTo: moreActions,
    },
    { name: "merge", at: list, before: openMoreActions, trigger: menuItem("Merge"), returnsTo: moreActions },
    {
      name: "record archive confirmation",
      at: record,
      trigger: () => recordActions().getByRole("button", { name: "Archive", exact: true }),
      confirmation: true,
    },
    {
      name: "record delete confirmation",
      at: record,
      trigger: () => recordActions().getByRole("button", { name: "Delete", exact: true }),
      confirmation: true,
    },
    {
      name: "change log",
      at: record,
      trigger: () => recordActions().getByRole("button", { name: "Change log" }),
    },
    {
      name: "send message",
      at: record,
      trigger: () => recordActions().getByRole("button", { name: "Send message" }),
    },
    { name: "message compose", at: "/messages", trigger: button("New message") },
    { name: "block modal", at: "/blocks", trigger: button("Add block") },
    { name: "new user", at: "/user", trigger: button("New user") },
    { name: "new webhook", at: "/webhooks", trigger: button("New webhook") },
    { name: "new event", at: "/events", trigger: button("New event") },
    { name: "new environment", at: "/environment", trigger: button("New") },
    { name: "environment information", at: "/environment", trigger: button("Information about Sales CRM") },
    { name: "file upload", at: "/files", trigger: button("Upload files") },
    { name: "document template", at: "/wordkedocx", trigger: button("Add template") },
    { name: "designer base fields", at: designer, trigger: button("Base fields") },
    { name: "designer new data field", at: designer, trigger: button("New data field") },
    { name: "designer new link field", at: designer, trigger: button("New link field") },
    { name: "designer add display item", at: designer, trigger: button("Add display item") },
    { name: "designer display field editor", at: designer, trigger: button(/^Edit display field /) },
    { name: "designer conditions drawer", at: designer, trigger: button("Conditions") },
    { name: "designer custom views drawer", at: designer, trigger: button("Custom views") },
  ];
}

/**
 * Opens the dialog, checks that the focus is in it (on Cancel for a confirmation) and stays in it while
 * tabbing round, scans it with axe, closes it with Escape and checks that the focus is back on its trigger.
 * Answers the findings and focus faults.
 */
async function checkDialog(dialogCase: DialogCase): Promise<string[]> {
  const faults: string[] = [];
  if (new URL(page.url()).pathname !== dialogCase.at) await visit(dialogCase.at);
  await dialogCase.before?.();
  const trigger = dialogCase.trigger();
  await trigger.click({ timeout: 15_000 });
  const dialog = page.locator("[role=dialog]:visible, [role=alertdialog]:visible").last();
  await dialog.waitFor({ timeout: 15_000 });
  await dialog.evaluate((element) => element.setAttribute("data-scanned", "open"));
  const scanned = page.locator("[data-scanned=open]");
  await page.waitForLoadState("networkidle");
  await expect.poll(() => focusedInside(scanned), { timeout: 10_000 }).toBe(true);
  if (dialogCase.confirmation && (await focusedText()) !== "Cancel") {
    faults.push(`${dialogCase.name}: opens on "${await focusedText()}", not Cancel`);
  }
  for (const key of ["Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab"]) {
    await page.keyboard.press(key);
    if (!(await focusedInside(scanned))) {
      faults.push(`${dialogCase.name}: ${key} took the focus out of the dialog`);
      break;
    }
  }
  faults.push(...(await axeFindings(page)).map((finding) => `${dialogCase.name}: ${finding}`));
  // A picker or menu open inside takes the first Escape.
  for (let tries = 0; tries < 3 && (await scanned.count()) > 0 && (await scanned.isVisible()); tries++) {
    await page.keyboard.press("Escape");
    await scanned.waitFor({ state: "hidden", timeout: 2_000 }).catch(() => undefined);
  }
  if ((await scanned.count()) > 0 && (await scanned.isVisible()))
    faults.push(`${dialogCase.name}: Escape does not close it`);
  const returnsTo = (dialogCase.returnsTo ?? dialogCase.trigger)();
  await expect
    .poll(() => isFocused(returnsTo), { timeout: 5_000 })
    .toBe(true)
    .catch(async () =>
      faults.push(`${dialogCase.name}: focus went to "${await focusedText()}", not the trigger`),
    );
  return faults;
}

describe("accessibility of every page and dialog (axe-core, WCAG 2.1 A and AA, all impacts)", () => {
  it("finds nothing on any route of the router", async () => {
    const routes = routesOfTheApp();
    expect(routes).toEqual(expect.arrayContaining(["/contentdossier/$id", "/defdossier/edit/$id", "/login"]));
    const findings = loginFindings.map((finding) => `/login: ${finding}`);
    for (const address of routes.map(addressOf)) {
      if (address === "/login") continue;
      await visit(address);
      findings.push(...(await axeFindings(page)).map((finding) => `${address}: ${finding}`));
    }
    console.info(`axe: ${routes.length} routes scanned`);
    expect(findings).toEqual([]);
  }, 300_000);

  it("finds nothing in any dialog or drawer, each holding the focus and handing it back", async () => {
    const cases = dialogCases();
    const faults: string[] = [];
    for (const dialogCase of cases) {
      // One dialog that cannot be opened is a fault of its own; the others are still checked.
      faults.push(
        ...(await checkDialog(dialogCase).catch((error: Error) => [
          `${dialogCase.name}: ${error.message.split("\n")[0]}`,
        ])),
      );
      await page.keyboard.press("Escape");
    }
    console.info(`axe: ${cases.length} dialogs and drawers scanned: ${cases.map((c) => c.name).join(", ")}`);
    expect(faults).toEqual([]);
  }, 300_000);

  it("threw no uncaught script error on any of those routes and dialogs", () => {
    expect(scriptErrors).toEqual([]);
  });

  it("hands the focus back to the record's Archive button, now Dearchive, after archiving", async () => {
    await visit(`/contentdossier/${ids.company}`);
    const toggle = (name: string) => recordActions().getByRole("button", { name, exact: true });
    for (const [action, after] of [
      ["Archive", "Dearchive"],
      ["Dearchive", "Archive"],
    ] as const) {
      await toggle(action).click();
      const dialog = page.getByRole("alertdialog", { name: "Confirmation" });
      await dialog.getByRole("button", { name: action, exact: true }).click();
      await dialog.waitFor({ state: "hidden" });
      await expect.poll(() => isFocused(toggle(after)), { timeout: 10_000 }).toBe(true);
    }
  });

  it("fails on a duplicate id, which axe-core alone might not report", async () => {
    await visit("/messages");
    await page.evaluate(() => {
      for (const copy of [1, 2]) {
        const element = document.createElement("span");
        element.id = "dk-twin";
        element.textContent = `twin ${copy}`;
        document.querySelector("main")?.append(element);
      }
    });
    expect(await axeFindings(page)).toContain("duplicate ids: dk-twin x2");
  });
});
