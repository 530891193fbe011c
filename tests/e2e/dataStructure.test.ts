import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiSession, apiSession } from "./support/apiSession";
import { openEnvironment } from "./support/openEnvironment";
import { seriousAxeViolations } from "./support/seriousAxeViolations";
import { adminPassword, baseUrl } from "./support/server";

/** The demo CRM: companies, contacts, deals and activities linked to each other. */
const SALES_CRM = 2000;

interface StructureEntity {
  id: number;
  translations: { culture: string; name_plural: string }[];
  links: { id: number; child_def_dossier_id: number }[];
}

let browser: Browser;
let page: Page;
let api: ApiSession;
let structure: StructureEntity[];
const violations: string[] = [];

beforeAll(async () => {
  api = await apiSession(baseUrl, "admin", adminPassword);
  structure = (
    await api.call<{ results: StructureEntity[] }>("GET", `/datastructure?environment=${SALES_CRM}`)
  ).results;
  ({ browser, page } = await openEnvironment(baseUrl, "admin", adminPassword, "Sales CRM"));
  // Every document the tab loads from here on reports what the Content-Security-Policy refused.
  await page.context().exposeBinding("reportCspViolation", ({ page: source }, text: string) => {
    violations.push(`${source.url()}: ${text}`);
  });
  await page.context().addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /content security policy/i.test(message.text())) {
      violations.push(`${page.url()}: ${message.text()}`);
    }
  });
});

afterAll(async () => {
  await browser?.close();
});

const boxes = () => page.locator(".react-flow__node");
const nameOf = (entity: StructureEntity) =>
  entity.translations.find((t) => t.culture === "en_GB")?.name_plural ?? entity.translations[0]?.name_plural;

/** The viewport's transform: React Flow pans and zooms by changing it. */
const viewportTransform = () =>
  page.locator(".react-flow__viewport").evaluate((element) => (element as HTMLElement).style.transform);

describe("the ERD of a demo environment", () => {
  it("draws every entity as a box and every link as a line, laid out without overlaps", async () => {
    expect(structure.length).toBeGreaterThan(2);
    await page.goto(`${baseUrl}/erd`);
    await page.getByRole("heading", { level: 1, name: "ERD" }).waitFor();
    await expect.poll(() => boxes().count(), { timeout: 30_000 }).toBe(structure.length);
    const ids = new Set(structure.map((entity) => entity.id));
    const links = structure.flatMap((entity) =>
      entity.links.filter((link) => ids.has(link.child_def_dossier_id)),
    );
    expect(links.length).toBeGreaterThan(0);
    await expect.poll(() => page.locator("path[data-link-id]").count()).toBe(links.length);
    for (const entity of structure) {
      await expect
        .poll(() => page.locator(`.react-flow__node[data-id="${entity.id}"]`).getAttribute("aria-label"))
        .toBe(nameOf(entity));
    }
    // Each line is drawn with some length; each box has its size, and no two overlap.
    for (const line of await page.locator("path[data-link-id]").all()) {
      const size = await line.boundingBox();
      expect((size?.width ?? 0) + (size?.height ?? 0)).toBeGreaterThan(10);
    }
    const placed = await Promise.all((await boxes().all()).map((box) => box.boundingBox()));
    for (const [index, a] of placed.entries()) {
      expect(a?.width).toBeGreaterThan(50);
      for (const b of placed.slice(index + 1)) {
        if (!a || !b) throw new Error("a box without a place");
        const apart =
          a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart).toBe(true);
      }
    }
    await page.screenshot({ path: "/tmp/erd.png", fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("zooms with its buttons and pans by dragging the background", async () => {
    const before = await viewportTransform();
    await page.getByRole("button", { name: "Zoom in" }).click();
    await expect.poll(viewportTransform).not.toBe(before);
    const zoomed = await viewportTransform();
    const pane = page.locator(".react-flow__pane");
    const area = await pane.boundingBox();
    if (!area) throw new Error("no pane");
    // Near a corner of the pane, where no box lies after fitting the view.
    await page.mouse.move(area.x + 6, area.y + area.height - 6);
    await page.mouse.down();
    await page.mouse.move(area.x + 120, area.y + area.height - 80, { steps: 8 });
    await page.mouse.up();
    await expect.poll(viewportTransform).not.toBe(zoomed);
  });

  it("opens an entity with Enter on its focused box, and by a click on a box", async () => {
    const [first, second] = structure;
    if (!first || !second) throw new Error("the demo has too few entities");
    await page.goto(`${baseUrl}/erd`);
    await expect.poll(() => boxes().count(), { timeout: 30_000 }).toBe(structure.length);
    // Tab order reaches the boxes: they are focusable, each announced by its entity's name.
    const box = page.locator(`.react-flow__node[data-id="${first.id}"]`);
    expect(await box.getAttribute("tabindex")).toBe("0");
    await box.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl}/datastructure/${first.id}`);
    await page.getByRole("heading", { level: 1, name: nameOf(first) }).waitFor();
    await page.getByRole("table", { name: "Data fields" }).waitFor();
    await page.getByRole("table", { name: "Links" }).getByRole("link").first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto(`${baseUrl}/erd`);
    await expect.poll(() => boxes().count(), { timeout: 30_000 }).toBe(structure.length);
    await page.locator(`.react-flow__node[data-id="${second.id}"]`).click();
    await page.waitForURL(`${baseUrl}/datastructure/${second.id}`);
    await page.getByRole("heading", { level: 1, name: nameOf(second) }).waitFor();
  });

  it("changes the order of the entities on the data structure page, kept after a reload", async () => {
    const [first, second] = structure;
    if (!first || !second) throw new Error("the demo has too few entities");
    await page.goto(`${baseUrl}/datastructure`);
    const list = page.getByRole("list", { name: "Entities" });
    await list.waitFor();
    const order = () =>
      list
        .locator(":scope > li")
        .evaluateAll((items) => items.map((item) => item.getAttribute("data-entity-id")));
    expect(await order()).toEqual(structure.map((entity) => String(entity.id)));
    await page.screenshot({ path: "/tmp/datastructure.png", fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: `Move ${nameOf(first)} down` }).click();
    await page.getByText("The order is saved").waitFor({ state: "attached" });
    const moved = [second.id, first.id, ...structure.slice(2).map((entity) => entity.id)].map(String);
    expect(await order()).toEqual(moved);
    await page.reload();
    await list.waitFor();
    await expect.poll(order).toEqual(moved);
    // The main menu lists the entities in the new order too.
    const menu = page.getByRole("navigation", { name: "Menu" }).getByRole("region", { name: "Entities" });
    await menu.getByRole("link", { name: nameOf(first), exact: true }).waitFor();
    const menuNames = await menu.getByRole("link").allTextContents();
    expect(menuNames.indexOf(nameOf(second) as string)).toBeLessThan(
      menuNames.indexOf(nameOf(first) as string),
    );
    expect(menuNames.indexOf(nameOf(second) as string)).toBeGreaterThanOrEqual(0);
    // Back as the demo had it, for the other tests.
    await page.getByRole("button", { name: `Move ${nameOf(first)} up` }).click();
    await page.getByText("The order is saved").waitFor({ state: "attached" });
    await expect
      .poll(async () =>
        (
          await api.call<{ results: { id: number }[] }>("GET", `/datastructure?environment=${SALES_CRM}`)
        ).results.map((entity) => String(entity.id)),
      )
      .toEqual(structure.map((entity) => String(entity.id)));
  });

  it("met no Content-Security-Policy violation on the way", () => {
    expect(violations).toEqual([]);
  });
});
