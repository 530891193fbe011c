import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEnvironment } from "./support/openEnvironment";
import { adminPassword, baseUrl } from "./support/server";

/** The demo CRM's companies (fixtures/environments/crm.ts): a required name and a website. */
const COMPANY = 2030;
const STAMP = String(Date.now()).slice(-6);
const NAMES = [`Imported Alpha ${STAMP}`, `Imported Beta ${STAMP}`];

let browser: Browser;
let page: Page;
const violations: string[] = [];

beforeAll(async () => {
  ({ browser, page } = await openEnvironment(baseUrl, "admin", adminPassword, "Sales CRM"));
  page.on("console", (message) => {
    if (message.type() === "error" && /content security policy/i.test(message.text())) {
      violations.push(`${page.url()}: ${message.text()}`);
    }
  });
});

afterAll(async () => {
  await browser?.close();
});

describe("importing a CSV file", () => {
  it("uploads, maps, dry-runs and imports, and the records show in the list", async () => {
    await page.goto(`${baseUrl}/import/${COMPANY}`);
    await page.getByRole("heading", { level: 1, name: "Import" }).waitFor();
    const csv = ["Name;Website;Remark", `${NAMES[0]};https://alpha.example;one`, `${NAMES[1]};;two`].join(
      "\n",
    );
    await page.getByLabel("CSV or XLSX file").setInputFiles({
      name: "companies.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv, "utf8"),
    });
    await page.getByRole("button", { name: "Upload" }).click();
    await page.getByRole("heading", { name: "Map the columns of companies.csv" }).waitFor();
    // Guessed by label; the remark has no field.
    const fieldOf = (column: string) => page.getByRole("combobox", { name: `Field for column ${column}` });
    expect(await fieldOf("Name").locator("option:checked").textContent()).toMatch(/^Name/);
    expect(await fieldOf("Website").locator("option:checked").textContent()).toBe("Website");
    expect(await fieldOf("Remark").inputValue()).toBe("");

    await page.getByRole("button", { name: "Dry run" }).click();
    await page.getByText("No problems found: 2 rows can be imported").waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Import" }).click();
    await page.getByText("2 records imported").waitFor({ timeout: 30_000 });

    await page.getByRole("link", { name: "Back to overview" }).click();
    await page.waitForURL(`${baseUrl}/defdossier/${COMPANY}`);
    // The list starts filtered by the entity's default query (customers): clear it to see every company.
    await page.getByRole("button", { name: "Clear query filter" }).click();
    for (const name of NAMES) await page.getByRole("table").getByText(name).waitFor();
    expect(violations).toEqual([]);
  });

  it("dry-runs a file of 10,000 rows and lists exactly its 3 bad rows", async () => {
    await page.goto(`${baseUrl}/import/${COMPANY}`);
    await page.getByRole("heading", { level: 1, name: "Import" }).waitFor();
    const lines = ["Name;Website"];
    for (let i = 0; i < 10_000; i += 1) lines.push(`Bulk ${STAMP} ${i};https://bulk${i}.example`);
    // Lines 2 + i of the file: three companies without the name they require.
    for (const i of [17, 5000, 9998]) lines[1 + i] = `;https://nameless${i}.example`;
    await page.getByLabel("CSV or XLSX file").setInputFiles({
      name: "bulk.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(lines.join("\n"), "utf8"),
    });
    await page.getByRole("button", { name: "Upload" }).click();
    await page.getByRole("heading", { name: "Map the columns of bulk.csv" }).waitFor();
    await page.getByRole("button", { name: "Dry run" }).click();
    await page.getByText("3 problems found").waitFor({ timeout: 120_000 });
    const rows = page.getByRole("table", { name: "Problems" }).getByRole("row");
    expect(await rows.count()).toBe(4);
    const firstCells = await rows.evaluateAll((found) =>
      found.slice(1).map((row) => row.querySelector("td")?.textContent?.trim()),
    );
    expect(firstCells).toEqual(["19", "5002", "10000"]);
    // A file with problems is not imported.
    expect(await page.getByRole("button", { name: "Import" }).isDisabled()).toBe(true);
    expect(violations).toEqual([]);
  }, 180_000);
});
