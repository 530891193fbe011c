import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/launchBrowser";
import { logInThroughPage } from "./support/logInThroughPage";
import { adminPassword, baseUrl } from "./support/server";

/** The demo's contract admin, on the Starter plan (server/contracts/seedDemoContracts.ts). */
const CONTRACT_ADMIN = "contract.admin";
const DEMO_PASSWORD = process.env.DOCKET_DEMO_PASSWORD ?? "docket-demo";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function loggedIn(username: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-GB" });
  const page = await context.newPage();
  await logInThroughPage(page, baseUrl, username, password);
  return page;
}

describe("contracts", () => {
  it("a contract admin orders an upgrade, a super admin confirms it, and the contract is on the new plan", async () => {
    const buyer = await loggedIn(CONTRACT_ADMIN, DEMO_PASSWORD);
    // The way in: the user menu's Subscriptions, then Upgrade.
    await buyer.getByRole("button", { name: /^User menu: / }).click();
    await buyer.getByRole("menuitem", { name: "Subscriptions", exact: true }).click();
    await buyer.getByRole("heading", { name: "Your contract", exact: true }).waitFor();
    await expect.poll(() => buyer.getByTestId("current-plan").textContent()).toBe("Starter");
    await buyer.getByRole("link", { name: "Upgrade", exact: true }).click();
    await buyer.waitForURL(`${baseUrl}/upgrade`);

    const team = buyer.getByRole("article", { name: "Team", exact: true });
    await team.getByRole("button", { name: "Choose Team", exact: true }).click();
    await buyer.waitForURL(/\/order\/\d+$/);
    const orderPath = new URL(buyer.url()).pathname;
    await expect.poll(() => buyer.getByTestId("order-state").textContent()).toBe("Placed");
    expect(await buyer.getByTestId("order-plan").textContent()).toBe("Team");
    await buyer.getByText("Upgrade (from Starter)", { exact: true }).waitFor();

    const seller = await loggedIn("admin", adminPassword);
    await seller.goto(`${baseUrl}${orderPath}`);
    await expect.poll(() => seller.getByTestId("order-plan").textContent()).toBe("Team");
    expect(await seller.getByText(CONTRACT_ADMIN, { exact: true }).count()).toBe(1);
    await seller.getByRole("button", { name: "Confirm order", exact: true }).click();
    await expect.poll(() => seller.getByTestId("order-state").textContent()).toBe("Confirmed");

    await buyer.goto(`${baseUrl}/subscriptions`);
    await expect.poll(() => buyer.getByTestId("current-plan").textContent()).toBe("Team");
    // Team allows three environments.
    await buyer.getByText("0 of 3", { exact: true }).waitFor();
    await buyer.goto(`${baseUrl}/upgrade`);
    await buyer
      .getByRole("article", { name: "Team", exact: true })
      .getByText("Current plan", { exact: true })
      .waitFor();
    await buyer.context().close();
    await seller.context().close();
  }, 180_000);
});
