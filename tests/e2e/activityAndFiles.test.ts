import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiSession } from "./support/apiSession";
import { openEnvironment } from "./support/openEnvironment";
import { adminPassword, baseUrl } from "./support/server";

/** The demo CRM's companies (fixtures/environments/crm.ts). */
const COMPANY = 2030;

let browser: Browser;
let page: Page;
let company: number;
/** What the browser said about the page's Content Security Policy: nothing, if all is well. */
const cspMessages: string[] = [];

beforeAll(async () => {
  ({ browser, page } = await openEnvironment(baseUrl, "admin", adminPassword, "Sales CRM"));
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspMessages.push(message.text());
  });
  const api = await apiSession(baseUrl, "admin", adminPassword);
  const list = await api.call<{ results: { id: number }[] }>(
    "GET",
    `/contentdossier?defDossier=${COMPANY}&limit=1`,
  );
  company = list.results[0]?.id as number;
  expect(company).toBeGreaterThan(0);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe("user activity and files", () => {
  it("shows the admin's opening of a record in /useractivity", async () => {
    const read = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === `/api/contentdossier/${company}` &&
        response.request().method() === "GET",
    );
    await page.goto(`${baseUrl}/contentdossier/${company}`);
    expect((await read).status()).toBe(200);
    await page.getByRole("button", { name: "Edit" }).waitFor();

    await page.goto(`${baseUrl}/useractivity`);
    // Generous: on a machine busy with other builds, a page's chunk can take a while.
    await page.getByRole("heading", { name: "User activity", level: 1 }).waitFor({ timeout: 60_000 });
    const filtered = page.waitForResponse(
      (response) => response.url().includes("/api/log?") && response.url().includes("type=shown"),
    );
    await page.getByLabel("Type").selectOption("shown");
    expect((await filtered).status()).toBe(200);
    const table = page.getByRole("table", { name: "User activity" });
    // Newest first: the view just made heads the list, the admin's, of this company.
    const newest = table.locator('tbody tr[data-activity-type="shown"]').first();
    await newest.getByRole("link", { name: `#${company}` }).waitFor();
    await expect.poll(() => newest.getByRole("link", { name: "admin" }).count()).toBe(1);
    expect(await newest.textContent()).toContain("Shown");

    // The environment's change log holds the same view, and its CSV link carries the filter.
    await page.goto(`${baseUrl}/logs`);
    await page.getByRole("heading", { name: "Logs", level: 1 }).waitFor({ timeout: 60_000 });
    const logFiltered = page.waitForResponse(
      (response) => response.url().includes("/api/dossierlog?") && response.url().includes("type=shown"),
    );
    await page.getByLabel("Type").selectOption("shown");
    expect((await logFiltered).status()).toBe(200);
    const log = page.getByRole("table", { name: "Change log" });
    await log
      .getByRole("row")
      .nth(1)
      .getByRole("link", { name: `#${company}` })
      .waitFor();
    const csv = await page.getByRole("link", { name: "Export to CSV" }).getAttribute("href");
    expect(csv).toMatch(/^\/api\/dossierlog\/export\.csv\?environment=\d+&type=shown/);
    const file = await page.evaluate(async (href) => {
      const response = await fetch(href as string);
      return { status: response.status, text: await response.text() };
    }, csv);
    expect(file.status).toBe(200);
    expect(file.text).toContain("Date,User,Type,Entity,Record");
    expect(file.text).toContain(`,admin,shown,`);
  }, 180_000);

  it("fits /files in a 1280 pixel wide window: the demo's long spreadsheet type wraps", async () => {
    await page.goto(`${baseUrl}/files`);
    const table = page.getByRole("table", { name: "Files" });
    await table.getByRole("row").filter({ hasText: "price-list.xlsx" }).waitFor({ timeout: 60_000 });
    const widths = await table.evaluate((element) => ({
      table: element.scrollWidth,
      area: (element.parentElement as HTMLElement).clientWidth,
    }));
    expect(widths.table).toBeLessThanOrEqual(widths.area);
  }, 180_000);

  it("uploads a file on /files, then deletes it", async () => {
    const name = `Minutes ${Date.now()}.txt`;
    await page.goto(`${baseUrl}/files`);
    await page.getByRole("heading", { name: "Files", level: 1 }).waitFor({ timeout: 60_000 });
    await page.getByRole("button", { name: "Upload files" }).click();
    const dialog = page.getByRole("dialog", { name: "Upload files" });
    await dialog.locator("#file-upload-input").setInputFiles({
      name,
      mimeType: "text/plain",
      buffer: Buffer.from("Minutes of the meeting", "utf8"),
    });
    await expect.poll(() => dialog.getByLabel(/^Name/).inputValue()).toBe(name);
    await dialog.getByLabel("Description").fill("Kept for the browser test");
    const uploaded = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === "/api/file" && response.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Upload" }).click();
    expect((await uploaded).status()).toBe(201);
    await page.getByText("1 file uploaded").waitFor();
    const row = page.getByRole("table", { name: "Files" }).getByRole("row").filter({ hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain("Kept for the browser test");
    expect(await row.textContent()).toContain("Not used");

    await row.getByRole("button", { name: `Delete ${name}` }).click();
    const deleted = page.waitForResponse(
      (response) => response.url().includes("/api/file/") && response.request().method() === "DELETE",
    );
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    expect((await deleted).status()).toBe(204);
    await page.getByText("The file has been deleted").waitFor();
    await row.waitFor({ state: "detached" });
    expect(cspMessages).toEqual([]);
  }, 180_000);
});
