import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiSession, apiSession } from "./support/apiSession";
import { openEnvironment } from "./support/openEnvironment";
import { seriousAxeViolations } from "./support/seriousAxeViolations";
import { adminPassword, baseUrl } from "./support/server";

/** The demo CRM (fixtures/environments/crm.ts): contacts work at a company (a link). */
const CONTACT = 2031;
const COMPANY = 2030;
/** A first name no demo contact has, so the query finds only the records this test adds. */
const FIRST_NAME = `Quenby${[...String(Date.now()).slice(-6)].map((d) => "abcdefghij"[Number(d)]).join("")}`;
const QUERY_NAME = `${FIRST_NAME} at a company`;

interface DisplayItem {
  id: number;
  view: string;
  def_dossier_def_field?: { name: string } | null;
  def_dossier_link?: { name: string } | null;
}

let browser: Browser;
let page: Page;
let api: ApiSession;

/** Adds a contact through the API: the test's first name, a last name, an email and maybe a company. */
async function addContact(lastName: string, withCompany: boolean): Promise<void> {
  const bundle = await api.call<{ positions: { display_items: DisplayItem[] }[] }>(
    "GET",
    `/defdossier/${CONTACT}/bundle`,
  );
  const edit = bundle.positions.flatMap((p) => p.display_items).filter((item) => item.view === "edit");
  const idOf = (name: string) =>
    edit.find((item) => (item.def_dossier_def_field?.name ?? item.def_dossier_link?.name) === name)?.id;
  const companies = await api.call<{ results: { id: number }[] }>(
    "GET",
    `/contentdossier?defDossier=${COMPANY}&limit=1`,
  );
  await api.call("POST", "/contentdossier", {
    defDossier: CONTACT,
    [String(idOf("first_name"))]: FIRST_NAME,
    [String(idOf("last_name"))]: lastName,
    [String(idOf("email"))]: `${lastName.toLowerCase()}.${Date.now()}@example.test`,
    ...(withCompany ? { [String(idOf("company"))]: [companies.results[0]?.id] } : {}),
    ignore_existing: true,
  });
}

beforeAll(async () => {
  api = await apiSession(baseUrl, "admin", adminPassword);
  await addContact("Aldridge", true);
  await addContact("Bellamy", true);
  await addContact("Carrow", true);
  ({ browser, page } = await openEnvironment(baseUrl, "admin", adminPassword, "Sales CRM"));
});

afterAll(async () => {
  await browser?.close();
});

const count = () => page.getByTestId("query-count");

describe("the query builder", () => {
  it("builds a nested query, shows the count change while editing, saves it and opens the list filtered by it", async () => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
    });
    await page.getByRole("link", { name: "Queries", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Queries" }).waitFor();
    await page.getByRole("link", { name: "New query" }).click();
    await page.waitForURL(/\/querybuilder\/0$/);
    await page.getByRole("heading", { level: 1, name: "New query" }).waitFor();

    await page.getByRole("combobox", { name: "Entity" }).selectOption(String(CONTACT));
    // Every contact, before any condition.
    await expect
      .poll(async () => Number((await count().textContent())?.match(/\d+/)?.[0] ?? 0), {
        timeout: 15_000,
        message: "the count of all contacts",
      })
      .toBeGreaterThan(3);

    await page.getByRole("button", { name: "Add combinator" }).click();
    const top = page.getByRole("group", { name: "Combinator" }).first();
    await top.getByRole("button", { name: "Add condition" }).click();
    await top.getByRole("combobox", { name: "Field" }).selectOption({ label: "first_name" });
    await top.getByRole("combobox", { name: "Operator" }).selectOption("exact");
    await top.getByRole("textbox", { name: "first_name: Value" }).fill(FIRST_NAME);
    await expect.poll(() => count().textContent(), { timeout: 15_000 }).toBe("3 records match");

    // Nested: (last name contains "ldr" OR contains "arr") and at least one company.
    await top.getByRole("button", { name: "Add nested combinator" }).click();
    const nested = top.getByRole("group", { name: "Combinator" });
    await nested.getByRole("combobox", { name: "Combine" }).selectOption("OR");
    for (const text of ["ldr", "arr"]) {
      await nested.getByRole("button", { name: "Add condition" }).click();
      const field = nested.getByRole("combobox", { name: "Field" }).last();
      await field.selectOption({ label: "last_name" });
      await nested.getByRole("combobox", { name: "Operator" }).last().selectOption("like");
      await nested.getByRole("textbox", { name: "last_name: Value" }).last().fill(text);
    }
    await top.getByRole("button", { name: "Add link filter" }).last().click();
    await page.getByRole("combobox", { name: "Linked records" }).selectOption("NOT_EMPTY");
    await expect.poll(() => count().textContent(), { timeout: 15_000 }).toBe("2 records match");
    const preview = page.getByRole("table", { name: "First matching records" });
    await expect.poll(() => preview.getByRole("row").count(), { timeout: 15_000 }).toBe(3);

    await page.getByRole("textbox", { name: "Search name (en_GB)" }).fill(QUERY_NAME);
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/querybuilder\/[1-9]\d*$/);
    await page.getByRole("heading", { level: 1, name: "Edit query" }).waitFor();
    // The saved tree comes back as it was built.
    await expect
      .poll(() => page.getByRole("textbox", { name: "last_name: Value" }).count(), { timeout: 15_000 })
      .toBe(2);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Show records" }).click();
    await page.waitForURL(/\/defdossier\/2031\?dossierQuery=/);
    await page
      .getByText(`Filtered by the query ${QUERY_NAME}`)
      .waitFor()
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\n${await page.locator("body").innerText()}`);
      });
    const rows = page.getByRole("table").first().getByRole("row");
    await expect.poll(() => rows.filter({ hasText: FIRST_NAME }).count(), { timeout: 15_000 }).toBe(2);
    expect(await rows.filter({ hasText: "Bellamy" }).count()).toBe(0);

    await page.goto(`${baseUrl}/querybuilder`);
    await page.getByRole("searchbox", { name: "Search" }).fill(FIRST_NAME);
    await page.getByRole("link", { name: QUERY_NAME }).waitFor();
    expect(violations).toEqual([]);
  });
});
