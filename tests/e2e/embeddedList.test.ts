import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiSession, apiSession } from "./support/apiSession";
import { openEnvironment } from "./support/openEnvironment";
import { adminPassword, baseUrl } from "./support/server";

/** The demo CRM (fixtures/environments/crm.ts): a company's contacts list has the row-input quick add. */
const COMPANY = 2030;
const CONTACT = 2031;
/** Deals have a rich-text description (one login serves both browser tests of the record widgets). */
const DEAL = 2032;

interface Listed {
  id: number;
  summary: string | null;
}

let browser: Browser;
let page: Page;
let api: ApiSession;

beforeAll(async () => {
  ({ browser, page } = await openEnvironment(baseUrl, "admin", adminPassword, "Sales CRM"));
  api = await apiSession(baseUrl, "admin", adminPassword);
});

afterAll(async () => {
  await browser?.close();
});

describe("an embedded list's quick add row", () => {
  it("saves a child with the link back to the parent filled in", async () => {
    const companies = await api.call<{ results: Listed[] }>(
      "GET",
      `/contentdossier?defDossier=${COMPANY}&limit=1`,
    );
    const company = companies.results[0] as Listed;
    try {
      await page.goto(`${baseUrl}/contentdossier/${company.id}`);
      await page.getByRole("tab", { name: "Contacts" }).click({ timeout: 15_000 });
      const row = page.locator("[data-row-input]").first();
      await row.waitFor({ timeout: 15_000 });
      const linkId = Number(await row.getAttribute("data-row-input"));
      const inputs = row.getByRole("textbox");
      await inputs.nth(0).fill("Quinten", { timeout: 5_000 });
      await inputs.nth(1).fill("Snel", { timeout: 5_000 });
      await inputs.nth(3).fill(`quick.${Date.now()}@example.test`, { timeout: 5_000 });
      await row.getByRole("button", { name: "Add", exact: true }).click({ timeout: 5_000 });
      // The row empties for the next child, and the list shows the new one.
      await expect.poll(() => inputs.nth(0).inputValue(), { timeout: 10_000 }).toBe("");
      await page
        .locator(`[data-embedded-list='${linkId}'] table`)
        .getByText("Quinten")
        .first()
        .waitFor({ timeout: 10_000 });

      // The child points back at the company: listed under the company's link, and its page names it.
      const found = await api.call<{ results: Listed[] }>(
        "GET",
        `/contentdossier?defDossier=${CONTACT}&dossierId=${company.id}&linkId=${linkId}&limit=200`,
      );
      const child = found.results.find((record) => record.summary?.includes("Quinten"));
      expect(child).toBeDefined();
      await page.goto(`${baseUrl}/contentdossier/${child?.id}`);
      await page.getByRole("heading", { level: 1, name: /Quinten Snel/ }).waitFor({ timeout: 10_000 });
      await page
        .getByRole("link", { name: company.summary ?? "" })
        .first()
        .waitFor({ timeout: 10_000 });
    } catch (error) {
      await page.screenshot({ path: "/tmp/docket-e2e-embedded.png", fullPage: true });
      throw error;
    }
  }, 120_000);
});

describe("rich text in the browser", () => {
  it("stores a font size and a link from the toolbar, and asks before its link leaves the application", async () => {
    const deals = await api.call<{ results: Listed[] }>("GET", `/contentdossier?defDossier=${DEAL}&limit=1`);
    const deal = deals.results[0] as Listed;
    try {
      await page.goto(`${baseUrl}/contentdossier/${deal.id}`);
      await page.getByRole("button", { name: "Edit" }).click({ timeout: 15_000 });
      const editor = page.getByRole("textbox", { name: /Description/ });
      await editor.click();
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.type("Call the buyer");
      await page.keyboard.press("ControlOrMeta+a");
      await page.getByRole("combobox", { name: "Font size" }).selectOption("18pt");
      await page.getByRole("button", { name: "Link", exact: true }).click();
      await page.getByRole("textbox", { name: "Link address" }).fill("https://example.org/buyer");
      await page.getByRole("button", { name: "Apply" }).click();
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page.getByRole("button", { name: "Edit" }).waitFor({ timeout: 15_000 });

      const stored = await api.call<{
        content: Record<string, unknown>;
        items: { id: number; label: string }[];
      }>("GET", `/contentdossier/${deal.id}`);
      const item = stored.items.find((candidate) => candidate.label === "Description");
      const html = String(stored.content[String(item?.id)] ?? "");
      expect(html).toContain("font-size: 18pt");
      expect(html).toContain('href="https://example.org/buyer"');
      expect(html).toContain("Call the buyer");

      // Shown, the link asks first; Cancel stays on the record.
      await page.getByRole("link", { name: "Call the buyer" }).click();
      const ask = page.getByRole("alertdialog");
      await ask.waitFor({ timeout: 10_000 });
      await ask.getByRole("button", { name: "Cancel" }).click();
      await ask.waitFor({ state: "detached", timeout: 10_000 });
      expect(new URL(page.url()).pathname).toBe(`/contentdossier/${deal.id}`);
    } catch (error) {
      await page.screenshot({ path: "/tmp/docket-e2e-richtext.png", fullPage: true });
      throw error;
    }
  }, 120_000);
});
