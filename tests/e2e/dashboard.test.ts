import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEnvironment } from "./support/openEnvironment";
import { adminPassword, baseUrl } from "./support/server";

let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await openEnvironment(baseUrl, "admin", adminPassword, "Zorgdossier"));
});

afterAll(async () => {
  await browser?.close();
});

/** The grid item holding the block of this title. */
const gridItem = (title: string) =>
  page.locator(".react-grid-item").filter({ has: page.getByRole("region", { name: title }) });

describe("the demo dashboard", () => {
  it("shows the environment's blocks with their charts drawn", async () => {
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    const pie = page.getByRole("img", { name: "Clients by care level" });
    await pie.locator("svg path").first().waitFor({ timeout: 20_000 });
    expect(await pie.locator("svg path").count()).toBeGreaterThan(1);
    const perMonth = page.getByRole("img", { name: "Contact moments per month" });
    await perMonth.locator("svg rect").first().waitFor({ timeout: 20_000 });
    // The list block shows records of the demo as links to them.
    const list = page.getByRole("region", { name: "My clients" });
    const record = list.getByRole("table").getByRole("link").first();
    await record.waitFor({ timeout: 20_000 });
    expect(await record.getAttribute("href")).toMatch(/^\/contentdossier\/\d+$/);
    const map = page.getByRole("region", { name: "Clients on the map" });
    await map.scrollIntoViewIfNeeded();
    // The clients with a location as markers on the map.
    await map.locator("path.leaflet-interactive").first().waitFor({ timeout: 20_000 });
    // The container shows its children: who is online now.
    const team = page.getByRole("region", { name: "Team" });
    await team.scrollIntoViewIfNeeded();
    await team.getByTestId("online-count").waitFor({ timeout: 20_000 });
  });

  it("moves a block only while drag and resize are on, and finds it moved after a reload", async () => {
    const item = gridItem("Clients by care level");
    const header = item.locator(".block-drag-handle");
    await page.evaluate(() => window.scrollTo(0, 0));
    await header.scrollIntoViewIfNeeded();
    const before = await item.boundingBox();
    if (!before) throw new Error("no block on the grid");

    // Drag is off: pulling the header moves nothing.
    await header.hover();
    await page.mouse.down();
    await page.mouse.move(before.x + 40, before.y + 400, { steps: 8 });
    await page.mouse.up();
    expect((await item.boundingBox())?.y).toBeCloseTo(before.y, 0);

    await page.getByText("Drag and resize").click();
    const saved = page.waitForResponse(
      (response) => response.url().includes("/api/mypage/") && response.request().method() === "PATCH",
    );
    const box = await header.boundingBox();
    if (!box) throw new Error("no block header");
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 20, box.y + 300, { steps: 12 });
    await page.mouse.move(box.x + 22, box.y + 600, { steps: 12 });
    await page.mouse.up();
    expect((await saved).status()).toBe(200);
    const moved = await item.boundingBox();
    expect(moved?.y).toBeGreaterThan(before.y + 100);

    await page.reload();
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await gridItem("Clients by care level").waitFor();
    const after = await gridItem("Clients by care level").boundingBox();
    expect(after?.y).toBeCloseTo(moved?.y ?? 0, -1);
  });

  it("adds a block through the modal, which the dashboard then shows", async () => {
    await page.getByRole("button", { name: "Add block" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("This is a required field").first().waitFor();
    await dialog.getByRole("combobox", { name: "Type" }).selectOption("active_users");
    await dialog.getByRole("textbox", { name: "Title (en_GB)" }).fill("Busiest colleagues");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("Item has been saved").waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("region", { name: "Busiest colleagues" }).waitFor({ timeout: 10_000 });
  });
});
