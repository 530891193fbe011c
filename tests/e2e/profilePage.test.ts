import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/launchBrowser";
import { logInThroughPage } from "./support/logInThroughPage";
import { baseUrl } from "./support/server";

// A demo user no other browser test logs in as: the language saved here stays theirs.
const USERNAME = "lieke.dewit";
const PASSWORD = "docket-demo";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

// A 1 x 1 png; the page shrinks what it is given to a 200 px square before sending it.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

describe("the profile page", () => {
  it("changes the interface language, and the next page opens in it", async () => {
    const page = await browser.newPage({ locale: "en-GB" });
    await logInThroughPage(page, baseUrl, USERNAME, PASSWORD);
    // A user with one environment goes straight into it.
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole("navigation", { name: "Menu" }).getByText("Zorgdossier").waitFor();
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole("heading", { name: "Profile", level: 1 }).waitFor();

    const saved = page.waitForResponse(
      (response) => response.url().includes("/api/user/") && response.request().method() === "PATCH",
    );
    await page.getByRole("combobox", { name: "Language" }).selectOption("nl");
    expect((await saved).status()).toBe(200);
    // The page itself switches at once.
    await page.getByRole("heading", { name: "Profiel", level: 1 }).waitFor();

    // The next page, loaded afresh, is in Dutch too; so is the shell around it.
    await page.goto(`${baseUrl}/colleagues`);
    await page.getByRole("heading", { name: "Collega's", level: 1 }).waitFor();
    // Her colleagues of the demo environment, in a Dutch page.
    await page.getByRole("link", { name: "Femke Hoekstra" }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("nl");
    // And the server keeps the choice with the profile.
    const me = await page.evaluate(async () => (await fetch("/api/user/me")).json());
    expect(me.private_settings.language).toBe("nl");
    await page.close();
  });

  it("sets the user's picture, which the page and the user menu then show", async () => {
    const page = await browser.newPage({ locale: "en-GB" });
    await logInThroughPage(page, baseUrl, "noor.bakker", PASSWORD);
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    const sent = page.waitForResponse(
      (response) => response.url().endsWith("/avatar") && response.request().method() === "PUT",
    );
    await page
      .locator("#profile-avatar")
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
    expect((await sent).status()).toBe(204);
    // The picture is served back and drawn: in the user menu's avatar too.
    const menuPicture = page.getByRole("button", { name: /User menu/ }).locator("img");
    await menuPicture.waitFor();
    await expect
      .poll(() => menuPicture.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 10_000 })
      .toBe(200);
    await page.close();
  });
});
