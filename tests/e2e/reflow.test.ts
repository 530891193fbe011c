import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiSession } from "./support/apiSession";
import { launchBrowser } from "./support/launchBrowser";
import { logInThroughPage } from "./support/logInThroughPage";
import { adminPassword, baseUrl } from "./support/server";

/**
 * WCAG 1.4.10 Reflow: 320 CSS pixels wide, which is also a 1280 pixel window at 400% zoom. The entities of
 * the three demo environments (fixtures/environments): each one's create form and a record's page.
 */
const NARROW = { width: 320, height: 640 };
const ENVIRONMENTS = [
  { name: "Zorgdossier", entities: [1030, 1031, 1032, 1033] },
  { name: "Sales CRM", entities: [2030, 2031, 2032, 2033] },
  { name: "Projects", entities: [3030, 3031, 3032] },
];
/** The main admin pages, with a form each (the field designer's preview, the environment's settings...). */
const ADMIN_PAGES = [
  "/environment/edit",
  "/layout",
  "/profile",
  "/user",
  "/roles",
  "/datastructure",
  "/querybuilder",
];

let browser: Browser;
let page: Page;
let records: Record<number, number>;

beforeAll(async () => {
  const api = await apiSession(baseUrl, "admin", adminPassword);
  records = {};
  for (const { entities } of ENVIRONMENTS) {
    for (const entity of entities) {
      const list = await api.call<{ results: { id: number }[] }>(
        "GET",
        `/contentdossier?defDossier=${entity}&limit=1`,
      );
      if (list.results[0]) records[entity] = list.results[0].id;
    }
  }
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: NARROW, locale: "en-GB" });
  page = await context.newPage();
  await logInThroughPage(page, baseUrl, "admin", adminPassword);
});

afterAll(async () => {
  await browser?.close();
});

async function openEnvironment(name: string): Promise<void> {
  await page.goto(`${baseUrl}/environment`);
  await page.getByRole("button", { name: `Open ${name}`, exact: true }).click();
  await page.waitForURL(`${baseUrl}/`);
}

async function visit(address: string): Promise<void> {
  await page.goto(`${baseUrl}${address}`);
  await page.locator("#root *").first().waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  await page.locator("main h1").first().waitFor();
}

/**
 * What does not reflow on the page as it is: the page scrolling sideways, and each visible form control
 * that sticks out of the window on the left or right. Controls in a table's own scrolling box are let be:
 * a table may scroll inside its box (WCAG 1.4.10 exempts two-dimensional content).
 */
function reflowFaults(): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const scroller = document.scrollingElement as HTMLElement;
    if (scroller.scrollWidth > window.innerWidth) {
      faults.push(`the page is ${scroller.scrollWidth} px wide in a ${window.innerWidth} px window`);
    }
    // The shell scrolls the page's content in <main>: it must not scroll sideways either.
    const main = document.querySelector("main");
    if (main && main.scrollWidth > main.clientWidth) {
      faults.push(`the main area is ${main.scrollWidth} px wide in its ${main.clientWidth} px box`);
    }
    const inTableBox = (element: Element) => {
      for (let box = element.parentElement; box; box = box.parentElement) {
        const overflow = getComputedStyle(box).overflowX;
        if ((overflow === "auto" || overflow === "scroll") && box.querySelector("table")) return true;
      }
      return false;
    };
    const controls = document.querySelectorAll<HTMLElement>(
      "input:not([type=hidden]), select, textarea, button, [role=combobox], [contenteditable=true]",
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      if (box.width === 0 || box.height === 0 || style.visibility === "hidden") continue;
      // Visually hidden inputs of custom checkboxes and radios, drawn by a sibling.
      if (box.width <= 1 || box.height <= 1 || style.clipPath.startsWith("inset")) continue;
      if (inTableBox(control)) continue;
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5) {
        const name =
          control.getAttribute("aria-label") ?? control.id ?? control.textContent?.trim().slice(0, 30) ?? "";
        faults.push(
          `${control.tagName.toLowerCase()} "${name}" spans ${Math.round(box.left)}..${Math.round(box.right)}`,
        );
      }
    }
    return faults;
  });
}

describe("reflow at 320 CSS pixels (and 400% zoom)", () => {
  it("shows every create form, record page and main admin page without scrolling sideways", async () => {
    const faults: string[] = [];
    const checked: string[] = [];
    const check = async (address: string) => {
      await visit(address);
      checked.push(address);
      faults.push(...(await reflowFaults()).map((fault) => `${address}: ${fault}`));
    };
    for (const environment of ENVIRONMENTS) {
      await openEnvironment(environment.name);
      for (const entity of environment.entities) {
        await check(`/contentdossier/create/${entity}`);
        if (records[entity]) await check(`/contentdossier/${records[entity]}`);
      }
    }
    for (const address of ADMIN_PAGES) await check(address);
    console.info(`reflow: ${checked.length} pages checked at 320 px: ${checked.join(", ")}`);
    expect(faults).toEqual([]);
  }, 300_000);

  it("collapses the side menu behind a menu button when space is short", async () => {
    await visit("/user");
    const opener = page.getByRole("button", { name: "Menu", exact: true });
    await opener.waitFor();
    expect(await opener.getAttribute("aria-expanded")).toBe("false");
    // Collapsed: the menu takes no room beside the content.
    const main = await page.locator("main").boundingBox();
    expect(main?.width).toBeGreaterThan(NARROW.width - 40);
    await opener.click();
    await page.getByRole("link", { name: "Users", exact: true }).waitFor();
    expect(await reflowFaults()).toEqual([]);
  });

  it("starts with the side menu closed at 200% zoom (a 1366 px window is 683 CSS px), the page the whole width", async () => {
    await page.setViewportSize({ width: 683, height: 384 });
    try {
      await visit("/user");
      const opener = page.getByRole("button", { name: "Menu", exact: true });
      expect(await opener.getAttribute("aria-expanded")).toBe("false");
      const main = await page.locator("main").boundingBox();
      expect(main?.width).toBeGreaterThan(683 - 40);
      expect(await reflowFaults()).toEqual([]);
    } finally {
      await page.setViewportSize(NARROW);
    }
  });
});
