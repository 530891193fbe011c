import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/launchBrowser";
import { SSO_ACCOUNT } from "./support/localOidcProvider";
import { baseUrl } from "./support/server";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("single sign-on", () => {
  it("logs in with 'Log in with Microsoft' at the local OpenID Connect provider, with the roles its groups map to", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-GB" });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByRole("button", { name: "Log in with Microsoft" }).click();
    // The provider's own development pages: sign in, then allow Docket to read the profile.
    await page.locator('input[name="login"]').fill(SSO_ACCOUNT);
    await page.locator('input[name="password"]').fill("any password");
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').click();
    // Back in Docket: the landing page keeps the session and goes on to the environments; the user's one
    // environment (the CRM, from the provider's "Sales" group) opens by itself.
    await page.waitForURL(`${baseUrl}/`, { timeout: 30_000 });
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    // The menu loads after the heading: wait for the entity the role shows, and the admin area it grants.
    await page.getByRole("link", { name: "Deals", exact: true }).first().waitFor();
    await page.getByRole("link", { name: "Document templates" }).waitFor();
    const me = await page.evaluate(async () => (await fetch("/api/user/me")).json());
    expect(me).toMatchObject({ username: SSO_ACCOUNT, email: "sso.tester@idp.test" });
    expect(me.roles ?? me.global_roles ?? []).toContain("ROLE_AZURE_USER");
    await context.close();
  }, 90_000);
});
