import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiSession, apiSession } from "./support/apiSession";
import { logInThroughPage } from "./support/logInThroughPage";
import { openEnvironment } from "./support/openEnvironment";
import { seriousAxeViolations } from "./support/seriousAxeViolations";
import { adminPassword, baseUrl } from "./support/server";

/** A new environment for each run: the record types are built from nothing in the designer. */
const STAMP = Date.now();
const ENVIRONMENT = `Workshop ${STAMP}`;
const CLERK = `clerk.${STAMP}`;
const CLERK_PASSWORD = "Workshop-clerk-password-1";

interface DisplayItem {
  id: number;
  view: string;
  def_dossier_def_field?: { name: string } | null;
}
interface BundleAnswer {
  positions: { display_items: DisplayItem[] }[];
}

let browser: Browser;
let page: Page;
let api: ApiSession;
let environmentId: number;
let supplierEntity: number;
let requestEntity: number;

beforeAll(async () => {
  api = await apiSession(baseUrl, "admin", adminPassword);
  ({ id: environmentId } = await api.call<{ id: number }>("POST", "/environment", {
    name: ENVIRONMENT,
    description: "Built by the designer test.",
    languages: ["en_GB"],
  }));
  ({ browser, page } = await openEnvironment(baseUrl, "admin", adminPassword, ENVIRONMENT));
});

afterAll(async () => {
  await browser?.close();
});

const preview = () => page.getByRole("region", { name: "Preview" });

/** /defdossier/edit/0: saving a new entity opens its field designer; answers its id. */
async function newEntity(singular: string, plural: string): Promise<number> {
  await page.getByRole("link", { name: "New entity" }).click();
  await page.getByRole("heading", { level: 1, name: "New entity" }).waitFor();
  await page.getByRole("textbox", { name: "Name (English)", exact: true }).fill(singular);
  await page.getByRole("textbox", { name: "Plural name (English)" }).fill(plural);
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForURL(/\/fieldeditor\/\d+$/);
  await page.getByRole("heading", { level: 1, name: `Field designer: ${plural}` }).waitFor();
  return Number(new URL(page.url()).pathname.split("/").pop());
}

/** 'New data field' on the base field, then 'Add display items?' for the views with a label. */
async function newDataField(name: string, baseField: string, views: string[], label: string) {
  await page.getByRole("button", { name: "New data field" }).click();
  const editor = page.getByRole("dialog", { name: "New data field" });
  await editor.getByRole("textbox", { name: "Name" }).fill(name);
  await editor.getByRole("combobox", { name: "Base field" }).selectOption({ label: baseField });
  await editor.getByRole("button", { name: "Save" }).click();
  await addDisplayItems(views, label);
}

/** Ticks a checkbox by its label as a user does (the input itself is visually hidden), once it has settled. */
async function tick(scope: Locator, name: string) {
  await scope.getByText(name, { exact: true }).click();
  await expect
    .poll(() => scope.getByRole("checkbox", { name, exact: true }).isChecked(), { timeout: 10_000 })
    .toBe(true);
}

async function addDisplayItems(views: string[], label: string) {
  const dialog = page.getByRole("alertdialog", { name: "Add display items?" });
  for (const view of views) await tick(dialog, view);
  await dialog.getByRole("tab", { name: "Labels" }).click();
  await dialog.getByRole("textbox", { name: "Label (English)" }).fill(label);
  await dialog.getByRole("button", { name: "Yes" }).click();
  await dialog.waitFor({ state: "detached" });
}

describe("designing a record type from an empty environment", () => {
  it("builds a target entity with base fields, list options, a data field and its summary", async () => {
    supplierEntity = await newEntity("Supplier", "Suppliers");
    await preview().getByText("No items found").waitFor();

    await page.getByRole("button", { name: "Base fields" }).click();
    const list = page.getByRole("dialog", { name: "Base fields" });
    await list.getByRole("button", { name: "New base field" }).click();
    let editor = page.getByRole("dialog", { name: "New base field" });
    await editor.getByRole("textbox", { name: "Name" }).fill("Short text");
    await editor.getByRole("combobox", { name: "Type" }).selectOption({ label: "Text" });
    await editor.getByRole("button", { name: "Save" }).click();
    await list.getByRole("button", { name: "Edit base field Short text" }).waitFor();

    // A new list field stays open on its options.
    await list.getByRole("button", { name: "New base field" }).click();
    editor = page.getByRole("dialog", { name: "New base field" });
    await editor.getByRole("textbox", { name: "Name" }).fill("Priority levels");
    await editor.getByRole("combobox", { name: "Type" }).selectOption({ label: "List" });
    await editor.getByRole("button", { name: "Save" }).click();
    editor = page.getByRole("dialog", { name: "Edit base field Priority levels" });
    await editor.getByRole("tab", { name: "List options", selected: true }).waitFor();
    for (const text of ["Normal", "Urgent"]) {
      await editor.getByRole("button", { name: "Add list option" }).click();
      const option = page.getByRole("dialog", { name: "New list option" });
      await option.getByRole("textbox", { name: "Text (English)", exact: true }).fill(text);
      await option.getByRole("button", { name: "Save" }).click();
      await option.waitFor({ state: "detached" });
      await editor.getByRole("button", { name: `Edit list option ${text}` }).waitFor();
    }
    await editor.getByRole("button", { name: "Save" }).click();
    await list.getByRole("button", { name: "Edit base field Priority levels" }).waitFor();
    await list.getByRole("button", { name: "Close" }).click();
    await list.waitFor({ state: "detached" });

    await newDataField("Supplier name", "Short text (text)", ["Edit", "Show", "List"], "Supplier name");
    await preview().getByRole("textbox", { name: "Supplier name" }).waitFor();
    // The summary names a supplier where a link shows it.
    await page.getByRole("button", { name: "Add display item" }).click();
    const item = page.getByRole("dialog", { name: "Add display item" });
    await item.getByRole("tab", { name: "Field" }).click();
    await item.getByRole("combobox", { name: "View" }).selectOption({ label: "Summary" });
    await item.getByRole("combobox", { name: "Data field or link" }).selectOption({ label: "Supplier_name" });
    await item.getByRole("tab", { name: "Labels" }).click();
    await item.getByRole("textbox", { name: "Label (English)" }).fill("Name");
    await item.getByRole("button", { name: "Save" }).click();
    // The editor closes once the item is stored.
    await item.waitFor({ state: "detached" });
  }, 120_000);

  it("builds the main entity with data fields in edit, show and list, and a link to the target", async () => {
    requestEntity = await newEntity("Request", "Requests");
    await newDataField("Subject", "Short text (text)", ["Edit", "Show", "List"], "Subject");
    await newDataField("Priority", "Priority levels (list)", ["Edit", "Show", "List"], "Priority");
    await newDataField("Urgency reason", "Short text (text)", ["Edit", "Show"], "Urgency reason");

    await page.getByRole("button", { name: "New link field" }).click();
    const editor = page.getByRole("dialog", { name: "New link field" });
    await editor.getByRole("textbox", { name: "Name" }).fill("Supplier");
    await editor.getByRole("combobox", { name: "Type of link" }).selectOption({ label: "Select" });
    await editor.getByRole("combobox", { name: "Target entity" }).selectOption({ label: "Suppliers" });
    await editor.getByRole("button", { name: "Save" }).click();
    await addDisplayItems(["Edit", "Show", "List"], "Supplier");

    await preview().getByRole("combobox", { name: "Supplier" }).waitFor();
    await preview().getByRole("textbox", { name: "Urgency reason" }).waitFor();
    const priority = preview().getByRole("combobox", { name: "Priority" });
    expect(await priority.locator("option").allTextContents()).toEqual(["Choose", "Normal", "Urgent"]);
    // The list view shows the three list items and not the reason, however the preview lays a list out.
    await page.getByRole("combobox", { name: "View" }).selectOption({ label: "List" });
    await priority.waitFor({ state: "detached" });
    const listed = async () => {
      const text = (await preview().textContent()) ?? "";
      return ["Subject", "Priority", "Supplier", "Urgency reason"].filter((label) => text.includes(label));
    };
    await expect.poll(listed, { timeout: 30_000 }).toEqual(["Subject", "Priority", "Supplier"]);
    await page.getByRole("combobox", { name: "View" }).selectOption({ label: "Edit" });
    await priority.waitFor();
  }, 120_000);

  it("tries an unsaved condition and label in the preview, then saves them", async () => {
    await page.getByRole("button", { name: "Conditions" }).click();
    const panel = page.getByRole("dialog", { name: "Conditions" });
    await panel.getByRole("button", { name: "Add condition" }).click();
    await panel.getByRole("combobox", { name: "Field" }).selectOption({ label: "Priority" });
    await tick(panel.getByRole("group", { name: "Values" }), "Urgent");
    await tick(panel.getByRole("group", { name: "Fields" }), "Urgency reason");
    await panel.getByRole("button", { name: "Add action" }).click();
    await panel.getByRole("combobox", { name: "Action" }).nth(1).selectOption({ label: "Require fields" });
    await tick(panel.getByRole("group", { name: "Fields" }).nth(1), "Urgency reason");

    // The panel is not modal: sample values in the preview try the unsaved condition.
    const reason = preview().getByRole("textbox", { name: /Urgency reason/ });
    await reason.waitFor({ state: "detached" });
    const priority = preview().getByRole("combobox", { name: "Priority" });
    await priority.selectOption({ label: "Urgent" });
    await reason.waitFor();
    expect(await reason.getAttribute("required")).not.toBeNull();
    await priority.selectOption({ label: "Normal" });
    await reason.waitFor({ state: "detached" });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await panel.getByRole("button", { name: "Save" }).click();
    await panel.waitFor({ state: "detached" });

    // The display field editor is modal, so the preview behind it is hidden from the roles.
    await page.getByRole("button", { name: "Edit display field Subject" }).click();
    const editor = page.getByRole("dialog", { name: "Edit display field Subject" });
    await editor.getByRole("textbox", { name: "Label (English)" }).fill("Request subject");
    await page
      .getByRole("region", { name: "Preview", includeHidden: true })
      .getByRole("textbox", { name: "Request subject", includeHidden: true })
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/docket-e2e-designer.png" });
    await editor.getByRole("button", { name: "Save" }).click();
    await editor.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Edit display field Request subject" }).waitFor();
    await preview().getByRole("textbox", { name: "Request subject" }).waitFor();

    const entity = await api.call<{ settings: { conditions?: unknown[] } }>(
      "GET",
      `/defdossier/${requestEntity}`,
    );
    expect(entity.settings.conditions).toHaveLength(1);
  }, 120_000);
});

describe("the designed form for an ordinary user", () => {
  it("shows and requires the field by the condition, creates the record and shows its values", async () => {
    const role = await api.call<{ id: number }>("POST", "/role", {
      environment: environmentId,
      name: "Clerks",
      credentials: [
        `kedo.defdossier.${requestEntity}.show`,
        `kedo.defdossier.${requestEntity}.create`,
        `kedo.defdossier.${requestEntity}.edit`,
        `kedo.defdossier.${supplierEntity}.show`,
      ],
    });
    const clerk = await api.call<{ id: number }>("POST", "/user", {
      username: CLERK,
      email: `${CLERK}@example.test`,
      password: CLERK_PASSWORD,
      environment: environmentId,
      profile: { first_name: "Casey", last_name: "Clerk" },
    });
    await api.call("PUT", `/user/${clerk.id}/roles/${environmentId}`, { roles: [role.id] });
    // A supplier to link to, with its summary from the designed summary view.
    const bundle = await api.call<BundleAnswer>("GET", `/defdossier/${supplierEntity}/bundle`);
    const nameItem = bundle.positions.flatMap((p) => p.display_items).find((item) => item.view === "edit");
    const supplier = await api.call<{ summary: string | null }>("POST", "/contentdossier", {
      defDossier: supplierEntity,
      [String(nameItem?.id)]: "Bolt Supplies",
    });
    expect(supplier.summary).toBe("Bolt Supplies");

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-GB" });
    const user = await context.newPage();
    await logInThroughPage(user, baseUrl, CLERK, CLERK_PASSWORD);
    // A member of one environment goes straight into it, where the menu offers the designed entity.
    await user.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Requests" }).waitFor();
    await user.goto(`${baseUrl}/contentdossier/create/${requestEntity}`);
    await user.getByRole("heading", { level: 1, name: "New Request" }).waitFor();
    await user.getByRole("textbox", { name: "Request subject" }).fill("Drill bits");
    const reason = user.getByRole("textbox", { name: /Urgency reason/ });
    expect(await reason.count()).toBe(0);
    await user.getByRole("combobox", { name: "Priority" }).selectOption({ label: "Urgent" });
    await reason.waitFor();
    expect(await reason.getAttribute("required")).not.toBeNull();
    await user.getByRole("combobox", { name: "Supplier" }).fill("Bolt");
    await user.getByRole("option", { name: "Bolt Supplies" }).click();
    await user.getByRole("button", { name: "Add", exact: true }).click();
    await user.getByText("This is a required field").waitFor();
    await reason.fill("The line has stopped");
    await user.getByRole("button", { name: "Add", exact: true }).click();
    await user.waitForURL(/\/contentdossier\/\d+$/);

    await user.getByRole("group", { name: "Subject" }).getByText("Drill bits").waitFor();
    await user.getByRole("group", { name: "Priority" }).getByText("Urgent").waitFor();
    await user.getByRole("group", { name: "Urgency reason" }).getByText("The line has stopped").waitFor();
    await user
      .getByRole("group", { name: "Supplier" })
      .getByRole("link", { name: "Bolt Supplies" })
      .waitFor();
    await user.screenshot({ path: "/tmp/docket-e2e-designer-record.png", fullPage: true });

    // The list view's items are the columns of the entity's list.
    await user
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Requests" })
      .click();
    const table = user.getByRole("table", { name: "Requests" });
    await table.getByRole("row", { name: /Drill bits Urgent Bolt Supplies/ }).waitFor();
    for (const column of ["Subject", "Priority", "Supplier"]) {
      await table.getByRole("columnheader", { name: `Sort by ${column}` }).waitFor();
    }
    expect(await table.getByRole("columnheader", { name: /Urgency reason/ }).count()).toBe(0);
    await context.close();
  }, 120_000);
});

/** The edit view's item of a data field, by the field's name: what record writes name a value by. */
async function editItemOf(entityId: number, fieldName: string): Promise<number> {
  const bundle = await api.call<BundleAnswer>("GET", `/defdossier/${entityId}/bundle`);
  const item = bundle.positions
    .flatMap((position) => position.display_items)
    .find((candidate) => candidate.view === "edit" && candidate.def_dossier_def_field?.name === fieldName);
  if (!item) throw new Error(`no edit item for ${fieldName}`);
  return item.id;
}

describe("a new data field on an entity that already holds records", () => {
  /** Quantities by subject; Cables stays without one, so the empty value's place is checked too. */
  const QUANTITIES: Record<string, number> = { "Drill bits": 120, Anchors: 9, Brackets: 45 };
  const requestsTable = () => page.getByRole("table", { name: "Requests" });
  const dataRows = () => requestsTable().locator("tbody tr[data-record-id]");

  /** The subjects of the rows shown, top to bottom. */
  async function subjects(): Promise<string[]> {
    const headers = await requestsTable().locator("thead th").allTextContents();
    const index = headers.findIndex((text) => text.replace(/[▲▼↕]/g, "").trim() === "Subject");
    expect(index).toBeGreaterThan(-1);
    const cells = await dataRows()
      .locator(`td:nth-child(${index + 1})`)
      .allTextContents();
    return cells.map((text) => text.trim());
  }

  /** Answers once the list call with the given parameter in its address has been answered. */
  const listAnswer = (part: string) =>
    page.waitForResponse(
      (response) => response.url().includes("/api/contentdossier?") && response.url().includes(part),
    );

  it("is filled, filtered and sorted in the list without a restart", async () => {
    // Records from before the field: the clerk's Drill bits and three more.
    const subject = await editItemOf(requestEntity, "Subject");
    const created: Record<string, number> = {};
    for (const name of ["Anchors", "Brackets", "Cables"]) {
      ({ id: created[name] } = await api.call<{ id: number }>("POST", "/contentdossier", {
        defDossier: requestEntity,
        [String(subject)]: name,
      }));
    }
    const listed = await api.call<{ results: { id: number }[] }>(
      "GET",
      `/contentdossier?defDossier=${requestEntity}&${subject}_type=exact&${subject}=Drill%20bits`,
    );
    expect(listed.results).toHaveLength(1);
    created["Drill bits"] = listed.results[0]?.id as number;

    // The designer: a new amount base field and a data field on it, in edit, show, list and search.
    await page.goto(`${baseUrl}/fieldeditor/${requestEntity}`);
    await page.getByRole("heading", { level: 1, name: "Field designer: Requests" }).waitFor();
    await page.getByRole("button", { name: "Base fields" }).click();
    const list = page.getByRole("dialog", { name: "Base fields" });
    await list.getByRole("button", { name: "New base field" }).click();
    const editor = page.getByRole("dialog", { name: "New base field" });
    await editor.getByRole("textbox", { name: "Name" }).fill("Pieces");
    await editor.getByRole("combobox", { name: "Type" }).selectOption({ label: "Amount" });
    await editor.getByRole("button", { name: "Save" }).click();
    await list.getByRole("button", { name: "Edit base field Pieces" }).waitFor();
    await list.getByRole("button", { name: "Close" }).click();
    await list.waitFor({ state: "detached" });
    await newDataField("Quantity", "Pieces (amount)", ["Edit", "Show", "List", "Search"], "Quantity");
    await preview().getByRole("textbox", { name: "Quantity" }).waitFor();

    // Values for three of the four records, written into the column the designer just added.
    const quantity = await editItemOf(requestEntity, "Quantity");
    for (const [name, value] of Object.entries(QUANTITIES)) {
      await api.call("PUT", `/contentdossier/${created[name]}`, { [String(quantity)]: value });
    }

    await page.goto(`${baseUrl}/defdossier/${requestEntity}`);
    await page.getByRole("heading", { level: 1, name: "Requests" }).waitFor();
    await requestsTable()
      .getByRole("row", { name: /Anchors/ })
      .getByText("9.00")
      .waitFor();
    await requestsTable()
      .getByRole("row", { name: /Drill bits/ })
      .getByText("120.00")
      .waitFor();
    expect(await dataRows().count()).toBe(4);

    // Filter: more than 40 pieces.
    const search = page.getByRole("region", { name: "Search" });
    await search.getByRole("combobox", { name: "Search type" }).selectOption({ label: "Greater than" });
    await search.getByRole("spinbutton", { name: "Quantity" }).fill("40");
    // The filter names the search view's item, not the edit item the values were written through.
    const filtered = listAnswer("_type=greater");
    await search.getByRole("button", { name: "Search", exact: true }).click();
    await filtered;
    await expect.poll(async () => (await subjects()).sort()).toEqual(["Brackets", "Drill bits"]);
    await search.getByRole("button", { name: "Reset" }).click();
    await requestsTable()
      .getByRole("row", { name: /Cables/ })
      .waitFor();
    await expect.poll(() => dataRows().count()).toBe(4);

    // Sort: by number (9 before 45 before 120), the record without a value last going up, first going down.
    // A `has` locator is read inside the header cell, so it starts from the page, not the table.
    const sort = page.getByRole("button", { name: "Sort by Quantity" });
    const header = requestsTable().locator("th", { has: sort });
    const sortTo = async (order: "ASC" | "DESC") => {
      const answered = listAnswer(`sortOrder%5B%5D=${order}`);
      await sort.click();
      await answered;
    };
    await sortTo("ASC");
    await expect.poll(subjects).toEqual(["Anchors", "Brackets", "Drill bits", "Cables"]);
    expect(await header.getAttribute("aria-sort")).toBe("ascending");
    await sortTo("DESC");
    await expect.poll(subjects).toEqual(["Cables", "Drill bits", "Brackets", "Anchors"]);
    expect(await header.getAttribute("aria-sort")).toBe("descending");
    await page.screenshot({ path: "/tmp/e2e-new-field.png", fullPage: true });
  }, 120_000);
});
