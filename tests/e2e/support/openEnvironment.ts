import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./launchBrowser";
import { logInThroughPage } from "./logInThroughPage";

/**
 * Starts Chromium (1280 x 900, en-GB), logs in on the login page and opens the named environment from the
 * picker (unless it is the user's only one); answers once the app shows its start page.
 */
export async function openEnvironment(
  baseUrl: string,
  username: string,
  password: string,
  environment: string,
): Promise<{ browser: Browser; page: Page }> {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-GB" });
  const page = await context.newPage();
  await logInThroughPage(page, baseUrl, username, password);
  // The picker opens a member's only environment by itself; others pick it there.
  const label = `Open ${environment}`;
  await page.waitForFunction(
    (name) =>
      window.location.pathname === "/" ||
      [...document.querySelectorAll("button[aria-label]")].some((b) => b.getAttribute("aria-label") === name),
    label,
  );
  if (new URL(page.url()).pathname !== "/") {
    // Exact: other tests add environments whose names begin with a demo's ("Projects 1795...").
    await page.getByRole("button", { name: label, exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
  }
  return { browser, page };
}
