import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiSession, apiSession } from "./support/apiSession";
import { openEnvironment } from "./support/openEnvironment";
import { seriousAxeViolations } from "./support/seriousAxeViolations";
import { adminPassword, baseUrl } from "./support/server";

/** The demo CRM's deals (fixtures/environments/crm.ts), whose 'Generate quote' button fills the Quote template. */
const DEAL = 2032;

let browser: Browser;
let page: Page;
let api: ApiSession;

beforeAll(async () => {
  api = await apiSession(baseUrl, "admin", adminPassword);
  ({ browser, page } = await openEnvironment(baseUrl, "admin", adminPassword, "Sales CRM"));
});

afterAll(async () => {
  await browser?.close();
});

describe("Word document templates", () => {
  it("lists the demo's Quote template with every tag filled from the deal", async () => {
    await page.goto(`${baseUrl}/wordkedocx`);
    await page.getByRole("link", { name: "Quote" }).click();
    const used = page.getByRole("table", { name: "Tags in this document" });
    await used.waitFor();
    expect(await used.getByText("Filled from the record").count()).toBeGreaterThan(5);
    expect(await used.getByText("Prints nothing: no such field").count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/docket-e2e-document-template.png", fullPage: true });
  });

  it("makes the quote of a deal as PDF from the record's button, and as HTML with the deal's title", async () => {
    const deals = await api.call<{ results: { id: number; summary: string }[] }>(
      "GET",
      `/contentdossier?defDossier=${DEAL}&limit=1`,
    );
    const deal = deals.results[0];
    if (!deal) throw new Error("the demo has no deals");
    await page.goto(`${baseUrl}/contentdossier/${deal.id}`);
    // The button opens the document in a new window, where the browser downloads it: the request shows its address.
    const opened = page.context().waitForEvent("request", {
      predicate: (request) => request.url().includes("/api/kedocx/generate/"),
      timeout: 30_000,
    });
    await page.getByRole("button", { name: "Generate quote", exact: true }).click();
    const address = (await opened).url();
    expect(address).toContain(`contentDossierIds[]=${deal.id}`);
    const pdf = await page.request.get(address, { timeout: 60_000 });
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    const html = await page.request.get(address.replace("outputType=pdf", "outputType=html"));
    expect(html.status()).toBe(200);
    const text = await html.text();
    expect(text).toContain("Quote ");
    expect(text).toContain("We are pleased to offer you");
    expect(text).not.toMatch(/\{[a-z_]+\}/);
  }, 90_000);
});
