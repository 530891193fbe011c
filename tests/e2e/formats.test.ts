import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openEnvironment } from "./support/openEnvironment";
import { adminPassword, baseUrl } from "./support/server";

/** The Zorgdossier demo's care plans (fixtures/environments/care.ts): a start date and a budget in euros. */
const CARE_PLANS = 1031;

// Cells run together in the table's text, so no word boundary before the day; Chromium writes "Sept".
const ENGLISH_DATE = /\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec) \d{4}/;
const ENGLISH_EUROS = /€\d{1,3}(,\d{3})*\.\d\d/;
const DUTCH_DATE = /\d{1,2} (jan|feb|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec) \d{4}/;
const DUTCH_EUROS = /€\s\d{1,3}(\.\d{3})*,\d\d/;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await openEnvironment(baseUrl, "admin", adminPassword, "Zorgdossier"));
});

afterAll(async () => {
  await browser?.close();
});

const tableText = async () => (await page.getByRole("table").first().textContent()) ?? "";

it("writes a list's dates and amounts in the interface language, and again after switching it", async () => {
  await page.goto(`${baseUrl}/defdossier/${CARE_PLANS}`);
  await page.locator("table tr[data-record-id]").first().waitFor({ timeout: 60_000 });
  await expect.poll(tableText, { timeout: 30_000 }).toMatch(ENGLISH_DATE);
  expect(await tableText()).toMatch(ENGLISH_EUROS);
  expect(await tableText()).not.toMatch(DUTCH_DATE);

  await page.getByRole("button", { name: "Language" }).click();
  await page.getByRole("menuitemradio", { name: "Nederlands" }).click();
  await expect.poll(tableText, { timeout: 60_000 }).toMatch(DUTCH_DATE);
  expect(await tableText()).toMatch(DUTCH_EUROS);
  expect(await tableText()).not.toMatch(ENGLISH_DATE);
  expect(await tableText()).not.toMatch(ENGLISH_EUROS);
}, 300_000);
