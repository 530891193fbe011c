import * as OTPAuth from "otpauth";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiSession } from "./support/apiSession";
import { launchBrowser } from "./support/launchBrowser";
import { baseUrl } from "./support/server";

const USERNAME = "sem.kuipers";
const PASSWORD = "docket-demo";

let browser: Browser;
let totp: OTPAuth.TOTP;

beforeAll(async () => {
  // The user switches on an authenticator through the API, as the profile page will.
  const api = await apiSession(baseUrl, USERNAME, PASSWORD);
  const { uri } = await api.call<{ uri: string }>("POST", `/user/${api.userId}/twofactor`, { enable: true });
  totp = OTPAuth.URI.parse(uri) as OTPAuth.TOTP;
  await api.call("POST", `/user/${api.userId}/twofactor`, { enable: true, code: totp.generate() });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("a login with a second factor", () => {
  it("asks for the code, refuses a wrong one and lets the right one in", async () => {
    const page = await browser.newPage({ locale: "en-GB" });
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel("Username").fill(USERNAME);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Continue" }).click();

    const code = page.getByLabel("Verification code");
    await code.waitFor();
    const verify = page.getByRole("button", { name: "Verify" });
    expect(await verify.isDisabled()).toBe(true);
    await code.pressSequentially("12ab");
    expect(await code.inputValue()).toBe("12");

    const wrong = totp.generate() === "000000" ? "111111" : "000000";
    await code.fill(wrong);
    await verify.click();
    await page.getByText("Incorrect verification code.").waitFor();

    // The code of the next period: the one that confirmed the authenticator cannot be used again.
    await code.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    expect(await page.getByText("Incorrect verification code.").count()).toBe(0);
    await verify.click();

    // An ordinary user with one environment goes straight into it.
    await page.waitForURL(`${baseUrl}/`);
    const menu = page.getByRole("navigation", { name: "Menu" });
    await menu.getByText("Zorgdossier").waitFor();
    // An intern sees clients, but not the assignments that need another role.
    await menu.getByRole("link", { name: "Clients", exact: true }).waitFor();
    expect(await menu.getByRole("link", { name: "Assignments" }).count()).toBe(0);
    await page.close();
  });
});
