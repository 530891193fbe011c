import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiSession, apiSession } from "./support/apiSession";
import { launchBrowser } from "./support/launchBrowser";
import { logInThroughPage } from "./support/logInThroughPage";
import { openEnvironment } from "./support/openEnvironment";
import { adminPassword, baseUrl } from "./support/server";

/**
 * The demo CRM (fixtures/environments/crm.ts): a company shows its status with fast_switch and a Code 128
 * barcode of its company number. Ruben van der Meer (Finance) may see companies but not edit them.
 */
const COMPANY = 2030;
/** Activities: an Owner with default_current_user and a Location map. */
const ACTIVITY = 2033;
/** The care demo's contact moments (fixtures/environments/care.ts): a Duration of hours and minutes. */
const CONTACT_MOMENT = 1032;
const SHOW_ONLY_USER = "ruben.vandermeer";
const DEMO_PASSWORD = process.env.DOCKET_DEMO_PASSWORD ?? "docket-demo";

interface RecordAnswer {
  archived: boolean;
  content: Record<string, unknown>;
  items: { id: number; type: string }[];
}

let browser: Browser;
let page: Page;
let api: ApiSession;
/** A company that is not archived and has a barcode value. */
let company: number;

beforeAll(async () => {
  api = await apiSession(baseUrl, "admin", adminPassword);
  const companies = await api.call<{ results: { id: number; archived: boolean }[] }>(
    "GET",
    `/contentdossier?defDossier=${COMPANY}&limit=25`,
  );
  for (const { id, archived } of companies.results) {
    if (archived) continue;
    const record = await api.call<RecordAnswer>("GET", `/contentdossier/${id}?view=show`);
    const barcode = record.items.find((item) => item.type === "imageCode");
    if (barcode && typeof record.content[barcode.id] === "string" && record.content[barcode.id] !== "") {
      company = id;
      break;
    }
  }
  if (!company) throw new Error("the demo has no company with a barcode");
  ({ browser, page } = await openEnvironment(baseUrl, "admin", adminPassword, "Sales CRM"));
});

afterAll(async () => {
  await browser?.close();
});

describe("record widgets in the browser", () => {
  it("draws the barcode with a real size, on screen and in print, not only its caption", async () => {
    await page.goto(`${baseUrl}/contentdossier/${company}`);
    const barcode = page.locator("[data-barcode] svg").first();
    await barcode.waitFor();
    const box = await barcode.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(0);
    expect(box?.height ?? 0).toBeGreaterThan(0);
    await page.screenshot({ path: "/tmp/docket-e2e-barcode.png" });
    // And on paper.
    await page.emulateMedia({ media: "print" });
    const printed = await barcode.boundingBox();
    await page.emulateMedia({ media: null });
    expect(printed?.width ?? 0).toBeGreaterThan(0);
    expect(printed?.height ?? 0).toBeGreaterThan(0);
  });

  it("offers the fast switch to a user who may edit, and none to a user without the edit right", async () => {
    await page.goto(`${baseUrl}/contentdossier/${company}`);
    await page.getByRole("radio", { name: "Customer" }).first().waitFor();

    const readerBrowser = await launchBrowser();
    try {
      const context = await readerBrowser.newContext({
        viewport: { width: 1280, height: 900 },
        locale: "en-GB",
      });
      const reader = await context.newPage();
      await logInThroughPage(reader, baseUrl, SHOW_ONLY_USER, DEMO_PASSWORD);
      await reader.goto(`${baseUrl}/contentdossier/${company}`);
      await reader.getByRole("heading", { level: 1 }).waitFor();
      await reader.getByText("Status").first().waitFor();
      // Once the page has asked whether the user may edit this record: no Edit, no fast switch.
      await reader
        .waitForResponse((response) => response.url().includes("credential=edit"), { timeout: 15_000 })
        .catch(() => undefined);
      await reader.waitForLoadState("networkidle");
      await reader
        .getByLabel("Loading")
        .first()
        .waitFor({ state: "detached" })
        .catch(() => undefined);
      expect(await reader.getByRole("button", { name: "Edit", exact: true }).count()).toBe(0);
      expect(await reader.getByRole("radio").count()).toBe(0);
      await reader.screenshot({ path: "/tmp/docket-e2e-no-fast-switch.png" });
    } finally {
      await readerBrowser.close();
    }
  });

  it("names the logged-in user as a new activity's owner and draws its map with the tiles' credit line", async () => {
    await page.goto(`${baseUrl}/contentdossier/create/${ACTIVITY}`);
    await page.getByRole("heading", { name: "New Activity" }).waitFor();
    const form = page.locator("form");
    await form.getByText("Docket Administrator").first().waitFor();
    expect(await form.getByText(/^#\d+$/).count()).toBe(0);
    const map = page.locator("[data-map]").first();
    await map.locator(".leaflet-container").waitFor();
    await map.locator(".leaflet-control-attribution", { hasText: "OpenStreetMap contributors" }).waitFor();
    const box = await map.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(200);
    expect(box?.width ?? 0).toBeLessThanOrEqual(800);
    // 4 : 3, 800 x 600 where the column is wide enough.
    expect(Math.abs((box?.height ?? 0) - ((box?.width ?? 0) * 3) / 4)).toBeLessThan(2);
    await page.screenshot({ path: "/tmp/docket-e2e-new-activity.png", fullPage: true });
  });

  it("takes only digits in a time's hours and minutes, and shows none of the refused keys", async () => {
    const care = await openEnvironment(baseUrl, "admin", adminPassword, "Zorgdossier");
    try {
      await care.page.goto(`${baseUrl}/contentdossier/create/${CONTACT_MOMENT}`);
      const hours = care.page.getByRole("textbox", { name: "Hours" });
      const minutes = care.page.getByRole("textbox", { name: "Minutes" });
      await hours.pressSequentially("1x2");
      await minutes.pressSequentially("7a5");
      expect(await hours.inputValue()).toBe("12");
      // 75 is no minute: the 5 is refused as the letter was.
      expect(await minutes.inputValue()).toBe("7");
    } finally {
      await care.browser.close();
    }
  });
});
