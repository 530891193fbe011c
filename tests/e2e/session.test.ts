import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiSession } from "./support/apiSession";
import { launchBrowser } from "./support/launchBrowser";
import { seriousAxeViolations } from "./support/seriousAxeViolations";
import { adminPassword, baseUrl } from "./support/server";

interface Entity {
  id: number;
  type?: string;
  credentials?: string[];
  translations?: { culture: string; name_plural?: string }[];
}

/** The menu name of an entity in a locale, as the app shows it. */
const nameIn = (entity: Entity, culture: string) =>
  (entity.translations?.find((t) => t.culture === culture) ?? entity.translations?.[0])?.name_plural ?? "";

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: "en-GB" });
});

afterAll(async () => {
  await browser?.close();
});

describe("an administrator's session", () => {
  it("refuses a wrong password in the spec's words, then logs in and returns to the picker", async () => {
    await page.goto(`${baseUrl}/login`);
    const continueButton = page.getByRole("button", { name: "Continue" });
    expect(await continueButton.isDisabled()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await continueButton.click();
    await page.getByText("Incorrect username or password").waitFor();

    // Any edit clears the message.
    await page.getByLabel("Password", { exact: true }).fill(adminPassword);
    expect(await page.getByText("Incorrect username or password").count()).toBe(0);
    await continueButton.click();
    await page.waitForURL(`${baseUrl}/environment`);
    await page.getByRole("heading", { name: "Environments" }).waitFor();
    await page.getByRole("article", { name: "Zorgdossier" }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/docket-e2e-environment.png" });
  });

  it("opens an environment and sees the entities it may see in the main menu", async () => {
    await page.getByRole("button", { name: "Open Zorgdossier", exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    const menu = page.getByRole("navigation", { name: "Menu" });
    await menu.getByText("Zorgdossier").waitFor();

    const api = await apiSession(baseUrl, "admin", adminPassword);
    const { results } = await api.call<{ results: Entity[] }>(
      "GET",
      "/defdossier?environment=1000&limit=200",
    );
    const shown = results.filter((entity) => entity.type !== "hidden");
    expect(shown.length).toBeGreaterThan(0);
    for (const entity of shown) {
      await menu.getByRole("link", { name: nameIn(entity, "en_GB") }).waitFor();
    }
    await menu.getByRole("link", { name: "Roles" }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/docket-e2e-shell.png" });
  });

  it("switches the interface to Dutch at once", async () => {
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitemradio", { name: "Nederlands" }).click();
    const menu = page.getByRole("navigation", { name: "Menu" });
    await menu.getByText("Beheer").waitFor();
    await menu.getByRole("link", { name: "Rollen" }).waitFor();
    await menu.getByRole("link", { name: "Cliënten", exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("nl");
  });

  it("logs out: the session is gone and the pages ask for a login again", async () => {
    await page.getByRole("button", { name: "Gebruikersmenu" }).click();
    await page.getByRole("menuitem", { name: "Uitloggen" }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByRole("heading", { name: "Inloggen" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("docket.token"))).toBeNull();
    await page.goto(`${baseUrl}/environment`);
    await page.waitForURL(`${baseUrl}/login`);
    const me = await page.evaluate(async () => (await fetch("/api/user/me")).status);
    expect(me).toBe(401);
  });
});
