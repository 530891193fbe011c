import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiSession, apiSession } from "./support/apiSession";
import { logInThroughPage } from "./support/logInThroughPage";
import { openEnvironment } from "./support/openEnvironment";
import { adminPassword, baseUrl } from "./support/server";

/** A new environment for each run, so the designer starts from nothing. */
const STAMP = Date.now();
const ENVIRONMENT = `Projects ${STAMP}`;
const CLERK = `planner.${STAMP}`;
const CLERK_PASSWORD = "Projects-planner-password-1";

interface DisplayItem {
  id: number;
  view: string;
  settings: Record<string, unknown>;
  def_dossier_def_field?: { name: string } | null;
  def_dossier_link?: { id: number; name: string } | null;
}
interface BundleAnswer {
  positions: { display_items: DisplayItem[] }[];
}

let browser: Browser;
let page: Page;
let api: ApiSession;
let environmentId: number;
let projects: number;
let tasks: number;

beforeAll(async () => {
  api = await apiSession(baseUrl, "admin", adminPassword);
  ({ id: environmentId } = await api.call<{ id: number }>("POST", "/environment", {
    name: ENVIRONMENT,
    description: "Built by the condition query test.",
    languages: ["en_GB"],
  }));
  ({ browser, page } = await openEnvironment(baseUrl, "admin", adminPassword, ENVIRONMENT));
});

afterAll(async () => {
  await browser?.close();
});

const items = async (entityId: number) =>
  (await api.call<BundleAnswer>("GET", `/defdossier/${entityId}/bundle`)).positions.flatMap(
    (position) => position.display_items,
  );
const fieldItem = async (entityId: number, name: string, view: string) => {
  const found = (await items(entityId)).find(
    (item) => item.view === view && item.def_dossier_def_field?.name === name,
  );
  if (!found) throw new Error(`no ${view} item for ${name}`);
  return found.id;
};

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

async function addDisplayItems(views: string[], label: string) {
  const dialog = page.getByRole("alertdialog", { name: "Add display items?" });
  for (const view of views) {
    await dialog.getByText(view, { exact: true }).click();
    await expect
      .poll(() => dialog.getByRole("checkbox", { name: view, exact: true }).isChecked(), { timeout: 10_000 })
      .toBe(true);
  }
  await dialog.getByRole("tab", { name: "Labels" }).click();
  await dialog.getByRole("textbox", { name: "Label (English)" }).fill(label);
  await dialog.getByRole("button", { name: "Yes" }).click();
  await dialog.waitFor({ state: "detached" });
}

async function newDataField(name: string, baseField: string, label: string) {
  await page.getByRole("button", { name: "New data field" }).click();
  const editor = page.getByRole("dialog", { name: "New data field" });
  await editor.getByRole("textbox", { name: "Name" }).fill(name);
  await editor.getByRole("combobox", { name: "Base field" }).selectOption({ label: baseField });
  await editor.getByRole("button", { name: "Save" }).click();
  await addDisplayItems(["Edit", "Show"], label);
}

/** In the open field designer: a base field of a type by its label; answers the Base fields dialog. */
async function newBaseField(name: string, type: string) {
  await page.getByRole("button", { name: "Base fields" }).click();
  const list = page.getByRole("dialog", { name: "Base fields" });
  await list.getByRole("button", { name: "New base field" }).click();
  const editor = page.getByRole("dialog", { name: "New base field" });
  await editor.getByRole("textbox", { name: "Name" }).fill(name);
  await editor.getByRole("combobox", { name: "Type" }).selectOption({ label: type });
  await editor.getByRole("button", { name: "Save" }).click();
  return list;
}

describe("a condition query with link criteria", () => {
  it("is designed: a tree base field, data fields, a link whose item shows a dashboard block", async () => {
    tasks = await newEntity("Task", "Tasks");
    // Tree is one of the types a base field can be given; like a list it stays open on its options.
    let list = await newBaseField("Category", "Tree");
    const tree = page.getByRole("dialog", { name: "Edit base field Category" });
    await tree.getByRole("tab", { name: "List options", selected: true }).waitFor();
    await tree.getByRole("button", { name: "Cancel" }).click();
    await list.getByRole("button", { name: "Edit base field Category" }).waitFor();
    await list.getByRole("button", { name: "Close" }).click();
    await list.waitFor({ state: "detached" });
    const trees = await api.call<{ results: { name: string; type: string }[] }>(
      "GET",
      `/deffield?environment=${environmentId}&type=tree`,
    );
    expect(trees.results.map((field) => field.name)).toEqual(["Category"]);

    list = await newBaseField("Short text", "Text");
    await list.getByRole("button", { name: "Edit base field Short text" }).waitFor();
    await list.getByRole("button", { name: "Close" }).click();
    await list.waitFor({ state: "detached" });
    await newDataField("Name", "Short text (text)", "Name");

    projects = await newEntity("Project", "Projects");
    await newDataField("Title", "Short text (text)", "Title");
    await newDataField("Note", "Short text (text)", "Note");
    await page.getByRole("button", { name: "New link field" }).click();
    const link = page.getByRole("dialog", { name: "New link field" });
    await link.getByRole("textbox", { name: "Name" }).fill("Tasks");
    await link.getByRole("combobox", { name: "Type of link" }).selectOption({ label: "Select" });
    await link.getByRole("combobox", { name: "Target entity" }).selectOption({ label: "Tasks" });
    await link.getByRole("button", { name: "Save" }).click();
    await addDisplayItems(["Edit", "Show"], "Tasks");

    // The link item shows a dashboard block.
    const block = await api.call<{ id: number }>("POST", "/mypageblock", {
      environment: environmentId,
      type: "online_users",
      dashboard: true,
      translations: [{ culture: "en_GB", title: "Who is online" }],
    });
    await page.getByRole("button", { name: "Edit display field Tasks" }).first().click();
    const editor = page.getByRole("dialog", { name: "Edit display field Tasks" });
    await editor.getByRole("tab", { name: "Settings" }).click();
    const choice = editor.getByRole("combobox", { name: "Block", exact: true });
    await expect
      .poll(() => choice.locator(`option[value="${block.id}"]`).count(), { timeout: 15_000 })
      .toBe(1);
    await choice.selectOption(String(block.id));
    await editor.getByRole("button", { name: "Save" }).click();
    await editor.waitFor({ state: "detached" });
    const linkItems = (await items(projects)).filter((item) => item.def_dossier_link);
    expect(linkItems.some((item) => item.settings.block === block.id)).toBe(true);
  }, 180_000);

  it("hides the item for a user while the record has no tasks, never for an admin", async () => {
    const links = await api.call<{ results: { id: number }[] }>(
      "GET",
      `/defdossierlink?defDossier=${projects}`,
    );
    const linkId = links.results[0]?.id as number;
    const query = await api.call<{ id: number }>("POST", "/dossierquery", {
      environment: environmentId,
      defDossier: projects,
      translations: [{ culture: "en_GB", search_name: "Has tasks", dashboard_name: "Has tasks" }],
      data: {
        combinators: [{ combine: "AND", links: [{ id: linkId, where_empty_not_empty: "NOT_EMPTY" }] }],
      },
    });
    for (const view of ["edit", "show"]) {
      const id = await fieldItem(projects, "Note", view);
      const item = await api.call<{ settings: Record<string, unknown> }>("GET", `/displayitem/${id}`);
      await api.call("PATCH", `/displayitem/${id}`, {
        settings: { ...item.settings, condition_query: query.id },
      });
    }

    const taskName = await fieldItem(tasks, "Name", "edit");
    const task = await api.call<{ id: number }>("POST", "/contentdossier", {
      defDossier: tasks,
      [String(taskName)]: "Pour the floor",
    });
    const title = await fieldItem(projects, "Title", "edit");
    const note = await fieldItem(projects, "Note", "edit");
    const linkItem = (await items(projects)).find((item) => item.view === "edit" && item.def_dossier_link);
    const withTask = await api.call<{ id: number }>("POST", "/contentdossier", {
      defDossier: projects,
      [String(title)]: "Barn",
      [String(note)]: "Budget agreed",
      [String(linkItem?.id)]: [task.id],
    });
    const withoutTask = await api.call<{ id: number }>("POST", "/contentdossier", {
      defDossier: projects,
      [String(title)]: "Shed",
      [String(note)]: "Budget open",
    });

    const role = await api.call<{ id: number }>("POST", "/role", {
      environment: environmentId,
      name: "Planners",
      credentials: [`kedo.defdossier.${projects}.show`, `kedo.defdossier.${tasks}.show`],
    });
    const clerk = await api.call<{ id: number }>("POST", "/user", {
      username: CLERK,
      email: `${CLERK}@example.test`,
      password: CLERK_PASSWORD,
      environment: environmentId,
      profile: { first_name: "Pat", last_name: "Planner" },
    });
    await api.call("PUT", `/user/${clerk.id}/roles/${environmentId}`, { roles: [role.id] });

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-GB" });
    const user = await context.newPage();
    await logInThroughPage(user, baseUrl, CLERK, CLERK_PASSWORD);
    await user
      .getByRole("navigation", { name: "Menu" })
      .getByRole("link", { name: "Projects", exact: true })
      .waitFor();

    await user.goto(`${baseUrl}/contentdossier/${withoutTask.id}`);
    await user.getByRole("group", { name: "Title" }).getByText("Shed").waitFor();
    expect(await user.getByText("Budget open").count()).toBe(0);
    expect(await user.getByRole("group", { name: "Note" }).count()).toBe(0);

    await user.goto(`${baseUrl}/contentdossier/${withTask.id}`);
    await user.getByRole("group", { name: "Title" }).getByText("Barn").waitFor();
    await user.getByRole("group", { name: "Note" }).getByText("Budget agreed").waitFor();
    await context.close();

    // The admin is exempt: the note shows on the record without tasks.
    await page.goto(`${baseUrl}/contentdossier/${withoutTask.id}`);
    await page.getByRole("group", { name: "Title" }).getByText("Shed").waitFor();
    await page.getByRole("group", { name: "Note" }).getByText("Budget open").waitFor();
  }, 120_000);
});
