import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./launchBrowser";
import { logInThroughPage } from "./logInThroughPage";

/**
 * Starts Chromium (1280 x 900, en-GB), logs in on the login page and opens the named environment from the
 * picker; answers once the app shows its start page.
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
  // Exact: other tests add environments whose names begin with a demo's ("Projects 1795...").
  await page.getByRole("button", { name: `Open ${environment}`, exact: true }).click();
  await page.waitForURL(`${baseUrl}/`);
  return { browser, page };
}
