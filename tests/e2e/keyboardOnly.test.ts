import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchBrowser } from "./support/launchBrowser";
import { adminPassword, baseUrl } from "./support/server";

/**
 * The whole task of a case worker by keyboard alone, in the Zorgdossier demo (fixtures/environments/care.ts):
 * a care plan has a text (Title), a link (Client), a date (Start date), a list (Status, a select), a list
 * shown as checkboxes (Life domains), rich text (Goals) and a user (Responsible). No click, no fill, no mouse:
 * only page.keyboard, and after every step the test asks where the focus is and whether it shows.
 */
let browser: Browser;
let page: Page;
let steps = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-GB" });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
});

/** What has the focus, and whether it shows: a focus ring (outline or shadow) on it or on its visible control. */
function focusState() {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { where: "body", visible: false };
    const rings = (candidate: Element) => {
      const style = getComputedStyle(candidate);
      const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== "none";
    };
    // A checkbox's or radio's input is hidden; the control beside it shows the focus (data-focus-visible).
    const control = element.closest("label")?.querySelector("[data-focus-visible]");
    // Rich text's editable area rings its frame (focus-within) rather than itself.
    let frame = element.parentElement;
    let framed = false;
    for (let level = 0; level < 3 && frame && !framed; level++, frame = frame.parentElement) {
      framed = frame.matches(":focus-within") && getComputedStyle(frame).outlineStyle !== "none";
    }
    const visible =
      element.matches(":focus-visible") && (rings(element) || (!!control && rings(control)) || framed);
    const name =
      element.getAttribute("aria-label") ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent?.slice(0, 40) ??
      "";
    return { where: `${element.tagName.toLowerCase()} ${name.trim()}`, visible };
  });
}

/** Whether the target (the first element it finds, if any) has the focus; does not wait for it to appear. */
const hasFocus = (target: Locator) =>
  target.evaluateAll((elements) => elements.length > 0 && elements[0] === document.activeElement);

/** Presses Tab (Shift+Tab backwards) until the target has the focus, then checks that the focus shows. */
async function tabTo(target: Locator, backwards = false, most = 150) {
  for (let press = 0; press < most; press++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    if (await hasFocus(target)) {
      steps++;
      const state = await focusState();
      expect(state.visible, `focus shows on ${state.where}`).toBe(true);
      return;
    }
  }
  const state = await focusState();
  throw new Error(`${target} never got the focus in ${most} presses (last on ${state.where})`);
}

/** After a key that acts, the focus is where it should be (still in the field, or on the new page's heading). */
async function expectFocusOn(target: Locator) {
  steps++;
  await expect.poll(() => hasFocus(target), { timeout: 30_000 }).toBe(true);
}

/** Picks the first option a combobox offers for the typed text, by arrow key and Enter. */
async function pick(combobox: Locator, text: string) {
  await tabTo(combobox);
  await page.keyboard.type(text);
  // The picker's own options (a native select's options have no role attribute).
  await page.locator('[role="listbox"] [role="option"]').first().waitFor({ timeout: 30_000 });
  await page.keyboard.press("ArrowDown");
  expect(await combobox.getAttribute("aria-activedescendant")).toBeTruthy();
  await page.keyboard.press("Enter");
  await expect.poll(() => combobox.getAttribute("aria-expanded")).toBe("false");
  await expectFocusOn(combobox);
}

it("logs in, creates a care plan with every kind of field, finds it, opens it and archives it", async () => {
  const title = `Keyboard plan ${Date.now()}`;

  // Log in.
  await page.goto(`${baseUrl}/login`);
  await tabTo(page.getByRole("textbox", { name: "Username" }));
  await page.keyboard.type("admin");
  await tabTo(page.getByLabel("Password", { exact: true }));
  await page.keyboard.type(adminPassword);
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));

  // Choose the environment, then open the care plans' list from the menu.
  await tabTo(page.getByRole("button", { name: "Open Zorgdossier", exact: true }));
  await page.keyboard.press("Enter");
  await page.waitForURL(`${baseUrl}/`);
  const menuEntry = page.getByRole("navigation").getByRole("link", { name: "Care plans", exact: true });
  await tabTo(menuEntry);
  await page.keyboard.press("Enter");
  const listHeading = page.getByRole("heading", { level: 1, name: "Care plans", exact: true });
  await listHeading.waitFor();
  await expectFocusOn(listHeading);

  // A new care plan.
  await tabTo(page.getByRole("link", { name: "New", exact: true }));
  await page.keyboard.press("Enter");
  await page.getByRole("heading", { level: 1, name: "New Care plan" }).waitFor();
  await expectFocusOn(page.getByRole("heading", { level: 1, name: "New Care plan" }));

  await tabTo(page.getByRole("textbox", { name: /^Title/ }));
  await page.keyboard.type(title);
  await pick(page.getByRole("combobox", { name: /Client/ }), "a");
  const start = page.getByRole("textbox", { name: /Start date/ });
  await tabTo(start);
  await page.keyboard.type("01032026");
  expect(await start.inputValue()).toBe("01/03/2026");
  const status = page.getByRole("combobox", { name: /^Status/ });
  await tabTo(status);
  await page.keyboard.press("ArrowDown");
  expect(await status.inputValue()).not.toBe("");
  const housing = page.getByRole("checkbox", { name: "Housing", exact: true });
  await tabTo(housing);
  await page.keyboard.press("Space");
  expect(await housing.isChecked()).toBe(true);
  await tabTo(page.getByRole("textbox", { name: /^Goals/ }));
  await page.keyboard.type("Find a home of her own within six months.");
  await pick(page.getByRole("combobox", { name: /Responsible/ }), "a");

  // Save: Enter on the Add button.
  await tabTo(page.getByRole("button", { name: "Add", exact: true }));
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/contentdossier\/\d+$/, { timeout: 60_000 });
  const recordHeading = page.getByRole("heading", { level: 1, name: new RegExp(title) });
  await recordHeading.waitFor();
  await expectFocusOn(recordHeading);

  // Find it: back to the list (the menu is before the page's heading: Shift+Tab), search on the title with
  // Enter, open it from its row.
  await tabTo(menuEntry, true);
  await page.keyboard.press("Enter");
  await listHeading.waitFor();
  const search = page.getByRole("region", { name: "Search" }).getByRole("searchbox", { name: /Title/ });
  await tabTo(search);
  await page.keyboard.type(title);
  await page.keyboard.press("Enter");
  // A row is one tab stop and opens its record with Enter.
  const found = page.getByRole("table").locator("tr[data-record-id]").filter({ hasText: title });
  await found.first().waitFor({ timeout: 60_000 });
  await tabTo(found.first());
  await page.keyboard.press("Enter");
  await recordHeading.waitFor();
  await expectFocusOn(recordHeading);

  // Archive it; the confirmation is answered by keyboard too.
  await tabTo(page.getByRole("button", { name: "Archive", exact: true }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog");
  await dialog.waitFor();
  steps++;
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await tabTo(dialog.getByRole("button", { name: "Archive", exact: true }));
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Dearchive", exact: true }).waitFor({ timeout: 30_000 });
  steps++;
  expect((await focusState()).where).not.toBe("body");
  console.log(`keyboard-only task: ${steps} steps checked`);
}, 600_000);
