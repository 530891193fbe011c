import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openEnvironment } from "./support/openEnvironment";
import { adminPassword, baseUrl } from "./support/server";

/** The demo CRM (fixtures/environments/crm.ts): a contact requires its company, a single-select link. */
const CONTACT = 2031;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await openEnvironment(baseUrl, "admin", adminPassword, "Sales CRM"));
});

afterAll(async () => {
  await browser?.close();
});

/** The WCAG contrast ratio of two opaque CSS rgb() colours. */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** Whether the element has the focus, asked of the page. */
const focused = (name: RegExp) =>
  page.getByRole("combobox", { name }).evaluate((element) => element === document.activeElement);

it("creates a contact choosing its required company with the keyboard alone", async () => {
  await page.goto(`${baseUrl}/contentdossier/create/${CONTACT}`);
  await page.getByRole("heading", { name: "New Contact" }).waitFor();
  // No mouse from here on: fields get the focus from the keyboard (Tab) or, to start, from the page.
  await page.getByRole("textbox", { name: /First name/ }).focus();
  await page.keyboard.type("Kees");
  await page.getByRole("textbox", { name: /Last name/ }).focus();
  await page.keyboard.type("Keyboard");
  await page.getByRole("textbox", { name: /^Email/ }).focus();
  await page.keyboard.type(`keys.${Date.now()}@example.test`);

  const company = page.getByRole("combobox", { name: /Company/ });
  await company.focus();
  await page.keyboard.type("Eik");
  await page
    .getByRole("option", { name: /Eikenhof/ })
    .first()
    .waitFor();
  expect(await company.getAttribute("aria-expanded")).toBe("true");
  await page.keyboard.press("ArrowDown");
  const active = await company.getAttribute("aria-activedescendant");
  expect(active).toBeTruthy();
  const activeName = await page.locator(`[id="${active}"]`).textContent();
  expect(activeName).toMatch(/Eikenhof/);
  // The active option stands out from the list at 3:1 or more (WCAG 1.4.11).
  const [option, list] = await page.locator(`[id="${active}"]`).evaluate((element) => {
    const listbox = element.closest("[role=listbox]") as HTMLElement;
    return [getComputedStyle(element).backgroundColor, getComputedStyle(listbox).backgroundColor];
  });
  expect(contrast(option, list)).toBeGreaterThanOrEqual(3);

  await page.keyboard.press("Enter");
  // Enter picked the company and did not submit the form; the focus stayed in the picker.
  await page
    .locator("[data-chip]")
    .filter({ hasText: /Eikenhof/ })
    .waitFor();
  expect(new URL(page.url()).pathname).toBe(`/contentdossier/create/${CONTACT}`);
  expect(await company.getAttribute("aria-expanded")).toBe("false");
  expect(await focused(/Company/)).toBe(true);
  expect(await page.getByText("This is a required field").count()).toBe(0);

  await page.getByRole("button", { name: "Add", exact: true }).focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/contentdossier\/\d+$/);
  await page.getByRole("heading", { level: 1, name: /Kees Keyboard/ }).waitFor();
  await page
    .getByRole("link", { name: /Eikenhof/ })
    .first()
    .waitFor();
});
