import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/launchBrowser";
import { seriousAxeViolations } from "./support/seriousAxeViolations";
import { adminPassword, baseUrl } from "./support/server";

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: "en-GB" });
  // The page's clock is Playwright's, so ten idle minutes take no time.
  await page.clock.install();
});

afterAll(async () => {
  await browser?.close();
});

describe("an idle session", () => {
  it("warns after 10 minutes with a countdown, then ends at 15 and lets the user log in again", async () => {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password", { exact: true }).fill(adminPassword);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(`${baseUrl}/environment`);
    await page.getByRole("article", { name: "Zorgdossier" }).waitFor();

    await page.clock.fastForward("09:59");
    expect(await page.getByText("Inactivity detected").count()).toBe(0);
    await page.clock.fastForward("00:01");
    const prompt = page.getByRole("alertdialog", { name: "Inactivity detected" });
    await prompt.waitFor();
    await page.clock.fastForward("04:00");
    await prompt.getByTestId("idle-countdown").getByText("1:00").waitFor();
    expect(await prompt.getByTestId("idle-countdown").getAttribute("data-color")).toBe("orange.500");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/docket-e2e-idle-prompt.png" });

    await page.clock.fastForward("01:00");
    const relogin = page.getByRole("alertdialog", { name: "Your session has ended" });
    await relogin.waitFor();
    expect(await page.evaluate(() => localStorage.getItem("docket.token"))).toBeNull();
    expect(await page.evaluate(async () => (await fetch("/api/user/me")).status)).toBe(401);
    await page.screenshot({ path: "/tmp/docket-e2e-relogin.png" });

    await relogin.getByLabel("Password", { exact: true }).fill(adminPassword);
    await relogin.getByRole("button", { name: "Continue" }).click();
    await relogin.waitFor({ state: "detached" });
    // The page stayed where it was.
    expect(page.url()).toBe(`${baseUrl}/environment`);
    await page.getByRole("article", { name: "Zorgdossier" }).waitFor();
  });
});
