import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiSession, apiSession } from "./support/apiSession";
import { openEnvironment } from "./support/openEnvironment";
import { seriousAxeViolations } from "./support/seriousAxeViolations";
import { adminPassword, baseUrl } from "./support/server";

/** The demo CRM (fixtures/environments/crm.ts): deals on a kanban by stage, activities on a calendar. */
const DEAL = 2032;
const ACTIVITY = 2033;
/** The deal's edit stage item (kanban_list_field) and its Qualified option. */
const EDIT_STAGE = 2511;
const QUALIFIED = 2317;

interface DisplayItem {
  id: number;
  view: string;
  def_dossier_def_field?: { name: string; def_field_lists?: { id: number }[] } | null;
}
interface BundleAnswer {
  positions: { display_items: DisplayItem[] }[];
}

let browser: Browser;
let page: Page;
let api: ApiSession;

/**
 * The demo's activities lie around January 2026: adds one for today, 10:00 to 11:00 UTC, through the API,
 * owned by a member of the environment (the admin is none).
 */
async function addActivity(subject: string) {
  const bundle = await api.call<BundleAnswer>("GET", `/defdossier/${ACTIVITY}/bundle`);
  const items = bundle.positions.flatMap((p) => p.display_items).filter((item) => item.view === "show/edit");
  const item = (name: string) => items.find((entry) => entry.def_dossier_def_field?.name === name);
  const firstOption = (name: string) => [item(name)?.def_dossier_def_field?.def_field_lists?.[0]?.id];
  const members = await api.call<{ results: { id: number }[] }>("GET", "/user?environment=2000&limit=25");
  const start = new Date();
  start.setUTCHours(10, 0, 0, 0);
  const stored = (moment: Date) => `${moment.toISOString().slice(0, 19)}Z`;
  await api.call("POST", "/contentdossier", {
    defDossier: ACTIVITY,
    [String(item("subject")?.id)]: subject,
    [String(item("type")?.id)]: firstOption("type"),
    [String(item("start")?.id)]: stored(start),
    [String(item("end")?.id)]: stored(new Date(start.getTime() + 3_600_000)),
    [String(item("done")?.id)]: firstOption("done"),
    [String(item("owner")?.id)]: [members.results[0]?.id],
  });
}

beforeAll(async () => {
  api = await apiSession(baseUrl, "admin", adminPassword);
  await addActivity("Views e2e call");
  ({ browser, page } = await openEnvironment(baseUrl, "admin", adminPassword, "Sales CRM"));
});

afterAll(async () => {
  await browser?.close();
});

describe("the record views", () => {
  it("shows the deals on a kanban and moves a card to the next stage with the mouse", async () => {
    await page.goto(`${baseUrl}/defdossier/${DEAL}`);
    await page.getByRole("table", { name: "Deals" }).waitFor();
    await page.getByRole("combobox", { name: "View" }).selectOption("kanban");
    const lead = page.getByRole("region", { name: "Lead" });
    const qualified = page.getByRole("region", { name: "Qualified" });
    const card = lead.locator("[data-record-id]").first();
    await card.waitFor();
    await qualified.locator("[data-record-id]").first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/docket-e2e-kanban.png" });

    const id = Number(await card.getAttribute("data-record-id"));
    const from = await card.boundingBox();
    const to = await qualified.boundingBox();
    if (!from || !to) throw new Error("the board is not laid out");
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/contentdossier/${id}`) && response.request().method() === "PUT",
    );
    await page.mouse.move(from.x + from.width / 2, from.y + 60);
    await page.mouse.down();
    // Past the 5-pixel threshold first, then over the next column.
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + 60, { steps: 2 });
    await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 12 });
    await page.mouse.up();
    // The new stage, with the version the card was listed at.
    expect(JSON.parse((await saved).request().postData() ?? "{}")).toEqual({
      [EDIT_STAGE]: [QUALIFIED],
      version: expect.any(Number),
    });
    await qualified.locator(`[data-record-id="${id}"]`).waitFor();
    expect(await lead.locator(`[data-record-id="${id}"]`).count()).toBe(0);
    // The server holds the new stage.
    const record = await api.call<{ content: Record<string, unknown>; items: { id: number; key: string }[] }>(
      "GET",
      `/contentdossier/${id}?view=edit`,
    );
    expect(record.content[EDIT_STAGE]).toEqual([QUALIFIED]);
    // A drag is no click: the board stays.
    expect(page.url()).toBe(`${baseUrl}/defdossier/${DEAL}`);
  }, 180_000);

  it("shows the activities on a calendar, opens an event and a new activity from a day", async () => {
    await page.goto(`${baseUrl}/defdossier/${ACTIVITY}`);
    await page.getByRole("combobox", { name: "View" }).selectOption("calendar");
    await page.getByRole("button", { name: "Month" }).waitFor();
    expect(await page.getByRole("button", { name: "Month" }).getAttribute("class")).toContain("rbc-active");
    const calendar = page.locator(".rbc-calendar");
    expect((await calendar.boundingBox())?.height).toBeGreaterThanOrEqual(600);
    const event = page.locator(".rbc-event", { hasText: "Views e2e call" }).first();
    await event.waitFor();
    await page.screenshot({ path: "/tmp/docket-e2e-calendar.png" });
    await event.click();
    const quickEdit = page.getByRole("dialog", { name: "Views e2e call" });
    const subject = quickEdit.getByRole("textbox", { name: /Subject/ });
    await subject.waitFor();
    expect(await subject.inputValue()).toBe("Views e2e call");
    await quickEdit.getByRole("button", { name: "Cancel" }).click();
    await quickEdit.waitFor({ state: "detached" });

    const cell = page.locator(".rbc-month-row .rbc-day-bg").nth(10);
    const box = await cell.boundingBox();
    if (!box) throw new Error("the month is not laid out");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height - 5);
    const create = page.getByRole("dialog", { name: "New Activity" });
    const start = create.getByRole("textbox", { name: /^Start/ });
    await start.waitFor();
    // The English interface writes dates as en-GB does: dd/mm/yyyy.
    expect(await start.inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await page.screenshot({ path: "/tmp/docket-e2e-calendar-new.png" });
    await create.getByRole("button", { name: "Cancel" }).click();
  }, 120_000);
});
