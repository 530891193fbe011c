import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiSession, apiSession } from "./support/apiSession";
import { openEnvironment } from "./support/openEnvironment";
import { seriousAxeViolations } from "./support/seriousAxeViolations";
import { adminPassword, baseUrl } from "./support/server";

/** The demo CRM (fixtures/environments/crm.ts): contacts work at a company (a link). */
const CONTACT = 2031;
const COMPANY = 2030;
/** A first name no demo contact has, so a search finds only the two records this test adds. */
const FIRST_NAME = `Zebulon${[...String(Date.now()).slice(-6)].map((d) => "abcdefghij"[Number(d)]).join("")}`;

interface DisplayItem {
  id: number;
  view: string;
  def_dossier_def_field?: { name: string; obligatory?: boolean } | null;
  def_dossier_link?: { name: string; obligatory?: boolean } | null;
}
interface BundleAnswer {
  positions: { display_items: DisplayItem[] }[];
}

let browser: Browser;
let page: Page;
let api: ApiSession;

/** Adds a contact through the API as the admin: first and last name, an email and the first company. */
async function addContact(lastName: string): Promise<number> {
  const bundle = await api.call<BundleAnswer>("GET", `/defdossier/${CONTACT}/bundle`);
  const edit = bundle.positions.flatMap((p) => p.display_items).filter((item) => item.view === "edit");
  const idOf = (name: string) =>
    edit.find((item) => (item.def_dossier_def_field?.name ?? item.def_dossier_link?.name) === name)?.id;
  const companies = await api.call<{ results: { id: number }[] }>(
    "GET",
    `/contentdossier?defDossier=${COMPANY}&limit=1`,
  );
  const created = await api.call<{ id: number }>("POST", "/contentdossier", {
    defDossier: CONTACT,
    [String(idOf("first_name"))]: FIRST_NAME,
    [String(idOf("last_name"))]: lastName,
    [String(idOf("email"))]: `${lastName.toLowerCase()}.${Date.now()}@example.test`,
    [String(idOf("company"))]: [companies.results[0]?.id],
    ignore_existing: true,
  });
  return created.id;
}

beforeAll(async () => {
  api = await apiSession(baseUrl, "admin", adminPassword);
  await addContact("Archme");
  await addContact("Deleteme");
  ({ browser, page } = await openEnvironment(baseUrl, "admin", adminPassword, "Sales CRM"));
});

afterAll(async () => {
  await browser?.close();
});

const table = () => page.getByRole("table", { name: "Contacts" });
const dataRows = () => table().locator("tbody tr[data-record-id]");

/** The texts of one column's cells, by its header's place. */
async function columnTexts(header: string): Promise<string[]> {
  const headers = await table().locator("thead th").allTextContents();
  const index = headers.findIndex((text) => text.replace(/[▲▼↕]/g, "").trim() === header);
  expect(index).toBeGreaterThan(-1);
  return (
    await dataRows()
      .locator(`td:nth-child(${index + 1})`)
      .allTextContents()
  ).map((t) => t.trim());
}

/** Values that are filled in (the server puts empty ones last going up, first going down). */
const filled = (values: string[]) => values.filter((value) => value !== "");
/** Whether texts are in ascending order as the server compares them (lower case). */
const inOrder = (values: string[]) =>
  values.every(
    (value, index) => index === 0 || (values[index - 1] as string).toLowerCase() <= value.toLowerCase(),
  );

describe("the record list", () => {
  it("lists an entity's records with the list view's columns, and no serious axe findings", async () => {
    await page.goto(`${baseUrl}/defdossier/${CONTACT}`);
    await page.getByRole("heading", { level: 1, name: "Contacts" }).waitFor();
    await dataRows().first().waitFor();
    for (const header of ["First name", "Last name", "Company"]) {
      await table()
        .getByRole("columnheader", { name: new RegExp(header) })
        .waitFor();
    }
    // Link values show the linked record's summary (labels from the list call), not an id.
    const companies = await columnTexts("Company");
    expect(companies.some((text) => text !== "" && !text.startsWith("#"))).toBe(true);
    await page.getByRole("navigation", { name: "Pages" }).waitFor();
    await page.locator(`a[href="/contentdossier/create/${CONTACT}"]`, { hasText: "New" }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/docket-e2e-record-list-all.png" });
  });

  it("sorts a column ascending, then descending", async () => {
    const sort = page.getByRole("button", { name: "Sort by Last name" });
    const header = table().locator("th", { has: sort });
    /** Clicks the sort button and waits for the list call with this order, then for the rows to show it. */
    const sortTo = async (order: "ASC" | "DESC") => {
      const answered = page.waitForResponse(
        (response) =>
          response.url().includes("/api/contentdossier?") &&
          response.url().includes(`sortOrder%5B%5D=${order}`),
      );
      await sort.click();
      await answered;
      const ordered = (values: string[]) => inOrder(order === "ASC" ? values : [...values].reverse());
      await expect.poll(async () => ordered(filled(await columnTexts("Last name")))).toBe(true);
      return filled(await columnTexts("Last name"));
    };
    const ascending = await sortTo("ASC");
    expect(await header.getAttribute("aria-sort")).toBe("ascending");
    expect(ascending.length).toBeGreaterThan(1);
    const descending = await sortTo("DESC");
    expect(await header.getAttribute("aria-sort")).toBe("descending");
    expect(descending[0]).not.toBe(ascending[0]);
    await page.getByRole("button", { name: "Clear sorting" }).click();
    expect(await header.getAttribute("aria-sort")).toBe("none");
  });

  it("searches by first name", async () => {
    const panel = page.getByRole("region", { name: "Search" });
    await panel.locator('input[type="search"]').first().fill(FIRST_NAME);
    await panel.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll("tbody tr[data-record-id]").length === 2);
    expect((await columnTexts("Last name")).sort()).toEqual(["Archme", "Deleteme"]);
    await page.screenshot({ path: "/tmp/docket-e2e-record-list.png", fullPage: true });
  });

  it("opens the quick edit modal from a row and saves a change", async () => {
    await page.getByRole("button", { name: `Quick edit ${FIRST_NAME} Deleteme` }).click();
    const dialog = page.getByRole("dialog", { name: `${FIRST_NAME} Deleteme` });
    const lastName = dialog.getByRole("textbox", { name: /Last name/ });
    await lastName.waitFor();
    expect(await lastName.inputValue()).toBe("Deleteme");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/docket-e2e-record-quick-edit.png" });
    await dialog.getByRole("textbox", { name: /Job title/ }).fill("Tester");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(async () => (await columnTexts("Job title")).includes("Tester")).toBe(true);
  });

  it("archives a record after the confirmation", async () => {
    await page.getByRole("checkbox", { name: `Select ${FIRST_NAME} Archme` }).check({ force: true });
    await page.getByRole("button", { name: "More actions" }).click();
    await page.getByRole("menuitem", { name: "Archive" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("Are you sure you want to archive the selected items?").waitFor();
    await dialog.getByRole("button", { name: "Archive" }).click();
    // The dialog closes once the list has refetched; until it has gone it covers the rows.
    await dialog.waitFor({ state: "detached" });
    await page.waitForFunction(() => document.querySelectorAll("tbody tr[data-record-id]").length === 1);
    expect(await columnTexts("Last name")).toEqual(["Deleteme"]);

    // Shown again with the archive filter on both, in the archived style.
    await page.getByLabel("Archive", { exact: true }).selectOption("both");
    await page.waitForFunction(() => document.querySelectorAll("tbody tr[data-record-id]").length === 2);
    expect(await table().locator("tr[data-archived]").count()).toBe(1);
    await page.getByLabel("Archive", { exact: true }).selectOption("");
    await page.waitForFunction(() => document.querySelectorAll("tbody tr[data-record-id]").length === 1);
  });

  it("deletes a record after the confirmation", async () => {
    await page.getByRole("checkbox", { name: `Select ${FIRST_NAME} Deleteme` }).check({ force: true });
    await page.getByRole("toolbar", { name: "Bulk actions" }).getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("Are you sure you want to delete 1 item?").waitFor();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByText("No items found").waitFor();
    // Axe reads colours mid-animation: let the closing dialog go first.
    await dialog.waitFor({ state: "detached" });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
