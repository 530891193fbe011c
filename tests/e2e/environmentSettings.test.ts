import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiSession } from "./support/apiSession";
import { openEnvironment } from "./support/openEnvironment";
import { adminPassword, baseUrl } from "./support/server";

let browser: Browser;
let page: Page;
let environmentId: number;
// An environment of its own: the demo's colours and modules stay as the other tests expect them.
const environmentName = `Settings ${Date.now()}`;

beforeAll(async () => {
  const admin = await apiSession(baseUrl, "admin", adminPassword);
  ({ id: environmentId } = await admin.call<{ id: number }>("POST", "/environment", {
    name: environmentName,
    description: "Environment settings in the browser",
    languages: ["en_GB"],
  }));
  ({ browser, page } = await openEnvironment(baseUrl, "admin", adminPassword, environmentName));
});

afterAll(async () => {
  await browser?.close();
});

const backgroundOf = (testId: string) =>
  page.getByTestId(testId).evaluate((element) => getComputedStyle(element).backgroundColor);

describe("the environment's settings pages", () => {
  it("an admin changes the top bar colour on /layout and the shell shows it, also after a reload", async () => {
    const violations: string[] = [];
    await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) =>
        (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      );
    });
    await page.goto(`${baseUrl}/layout`);
    await page.getByRole("heading", { name: "Layout", level: 1 }).waitFor();
    const before = await backgroundOf("top-bar");
    await page.getByLabel("Top bar colour").fill("#123456");
    await page.getByLabel("Side menu colour").fill("#fafad2");
    await page.getByText("In the side menu and the top bar").click();
    const saved = page.waitForResponse((response) =>
      response.url().endsWith(`/api/environment/${environmentId}/layout`),
    );
    await page.getByRole("button", { name: "Save" }).click();
    expect((await saved).status()).toBe(200);
    // The shell takes the colours at once...
    await expect.poll(() => backgroundOf("top-bar")).toBe("rgb(18, 52, 86)");
    expect(before).not.toBe("rgb(18, 52, 86)");

    // ...and keeps them after a reload, for everyone in the environment.
    await page.reload();
    await page.getByRole("heading", { name: "Layout", level: 1 }).waitFor();
    await expect.poll(() => backgroundOf("top-bar")).toBe("rgb(18, 52, 86)");
    expect(await backgroundOf("side-menu")).toBe("rgb(250, 250, 210)");
    // White text on the dark bar, black on the light menu.
    const textColour = await page
      .getByTestId("top-bar")
      .evaluate((element) => getComputedStyle(element).color);
    expect(textColour).toBe("rgb(255, 255, 255)");
    // The logo (the environment's initial without one) in the top bar as well.
    expect(await page.getByTestId("top-bar").getByText("S", { exact: true }).count()).toBe(1);
    expect(violations).toEqual([]);
  });

  it("an admin switches a module on on /modules, by keyboard, and it stays on", async () => {
    await page.goto(`${baseUrl}/modules`);
    const reports = page.getByRole("checkbox", { name: "reports active" });
    await reports.waitFor({ state: "attached" });
    expect(await reports.isChecked()).toBe(false);
    const stored = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/environmentmodule") && response.request().method() === "POST",
    );
    await reports.focus();
    await page.keyboard.press("Space");
    expect((await stored).status()).toBe(201);
    await expect.poll(() => reports.isChecked()).toBe(true);

    await page.reload();
    const again = page.getByRole("checkbox", { name: "reports active" });
    await again.waitFor({ state: "attached" });
    await expect.poll(() => again.isChecked()).toBe(true);
    const admin = await apiSession(baseUrl, "admin", adminPassword);
    const modules = await admin.call<{ results: { module: { name: string }; active: boolean }[] }>(
      "GET",
      `/environmentmodule?environment=${environmentId}`,
    );
    expect(modules.results.map((row) => [row.module.name, row.active])).toEqual([["reports", true]]);

    // Switched off again with a click on the switch.
    const patched = page.waitForResponse(
      (response) =>
        response.url().includes("/api/environmentmodule/") && response.request().method() === "PATCH",
    );
    await page.locator("label").filter({ has: again }).click();
    expect((await patched).status()).toBe(200);
    await expect.poll(() => again.isChecked()).toBe(false);
  });
});
