import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiSession } from "./support/apiSession";
import { launchBrowser } from "./support/launchBrowser";
import { logInThroughPage } from "./support/logInThroughPage";
import { seriousAxeViolations } from "./support/seriousAxeViolations";
import { adminPassword, baseUrl } from "./support/server";

/** The demo CRM's companies and deals (fixtures/environments/crm.ts). */
const COMPANY = 2030;
const ENVIRONMENT = "Sales CRM";

const stamp = Date.now();
const envAdminName = `envadmin${stamp}`;
const roleName = `Readers ${stamp}`;
const newUserName = `reader${stamp}`;
const newUserPassword = `a reader's password ${stamp}`;

let browser: Browser;
let page: Page;
let reader: Page;
let company: number;
let otherEntity: number;
/** What the browsers said about the Content Security Policy: nothing, if all is well. */
const cspMessages: string[] = [];

const watchCsp = (watched: Page) =>
  watched.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspMessages.push(message.text());
  });

const answered = (on: Page, method: string, path: RegExp) =>
  on.waitForResponse(
    (response) => response.request().method() === method && path.test(new URL(response.url()).pathname),
  );

/**
 * Logs in, in a context of its own, a user who belongs to the CRM only: the picker opens a single
 * environment by itself (spec 1-platform section 2), so the app lands on the dashboard.
 */
async function logInAlone(on: Browser, username: string, password: string): Promise<Page> {
  const context = await on.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-GB" });
  const opened = await context.newPage();
  watchCsp(opened);
  await logInThroughPage(opened, baseUrl, username, password);
  await opened.waitForURL(`${baseUrl}/`);
  return opened;
}

beforeAll(async () => {
  // The super admin makes an environment admin of the demo CRM; everything after is done by that admin.
  const api = await apiSession(baseUrl, "admin", adminPassword);
  const environments = await api.call<{ results: { id: number; name: string }[] }>(
    "GET",
    `/environment?name=${encodeURIComponent(ENVIRONMENT)}&limit=50`,
  );
  const crm = environments.results.find((e) => e.name === ENVIRONMENT)?.id as number;
  const adminRole = await api.call<{ id: number }>("POST", "/role", {
    environment: crm,
    name: `Environment admins ${stamp}`,
    credentials: ["environment-admin"],
  });
  await api.call("POST", "/user", {
    username: envAdminName,
    email: `${envAdminName}@example.test`,
    password: adminPassword,
    environment: crm,
    environment_roles: [adminRole.id],
  });
  const list = await api.call<{ results: { id: number }[] }>(
    "GET",
    `/contentdossier?defDossier=${COMPANY}&limit=1`,
  );
  company = list.results[0]?.id as number;
  expect(company).toBeGreaterThan(0);
  const entities = await api.call<{ results: { id: number }[] }>("GET", `/defdossier?environment=${crm}`);
  otherEntity = entities.results.find((e) => e.id !== COMPANY)?.id as number;
  expect(otherEntity).toBeGreaterThan(0);

  browser = await launchBrowser();
  page = await logInAlone(browser, envAdminName, adminPassword);
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe("roles and rights", () => {
  it("lets an environment admin create a role and give it show and edit on one entity in the matrix", async () => {
    await page.goto(`${baseUrl}/roles`);
    await page.getByRole("heading", { name: "Roles", level: 1 }).waitFor();
    await page.getByLabel("New role").fill(roleName);
    const created = answered(page, "POST", /^\/api\/role$/);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    expect((await created).status()).toBe(201);
    await page.getByRole("link", { name: roleName, exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto(`${baseUrl}/permissions`);
    await page.getByRole("heading", { name: "Permissions", level: 1 }).waitFor();
    await page.getByRole("checkbox", { name: `${roleName}: Companies Show`, exact: true }).check();
    await page.getByRole("checkbox", { name: `${roleName}: Companies Edit`, exact: true }).check();
    const saved = answered(page, "PATCH", /^\/api\/role\/\d+\/credentials$/);
    await page.getByRole("button", { name: `Save ${roleName}`, exact: true }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    // Only what changed was sent.
    expect(response.request().postDataJSON()).toEqual({
      grant: [`kedo.defdossier.${COMPANY}.edit`, `kedo.defdossier.${COMPANY}.show`],
      revoke: [],
    });
    expect(await page.getByRole("button", { name: `Save ${roleName}`, exact: true }).isDisabled()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  }, 90_000);

  it("creates a user with that role and a first password", async () => {
    await page.goto(`${baseUrl}/user`);
    await page.getByRole("heading", { name: "Users", level: 1 }).waitFor();
    await page.getByRole("button", { name: "New user" }).click();
    const dialog = page.getByRole("dialog", { name: "New user" });
    await dialog.getByLabel(/^Username/).fill(newUserName);
    await dialog.getByLabel(/^Email address/).fill(`${newUserName}@example.test`);
    await dialog.getByLabel("First name").fill("Rita");
    await dialog.getByLabel("Last name").fill("Reader");
    await dialog.getByText("Set a first password").click();
    await dialog.getByLabel(/^Password/).fill(newUserPassword);
    await dialog.getByText(roleName, { exact: true }).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const created = answered(page, "POST", /^\/api\/user$/);
    await dialog.getByRole("button", { name: "Save" }).click();
    expect((await created).status()).toBe(201);
    await page.getByRole("heading", { name: "Rita Reader", level: 1 }).waitFor();
  }, 60_000);

  it("shows that user, logged in fresh, exactly that entity, with edit and without delete", async () => {
    reader = await logInAlone(browser, newUserName, newUserPassword);
    const entities = reader.getByRole("region", { name: "Entities" });
    await entities.getByRole("link", { name: "Companies" }).waitFor();
    // Each menu link goes to an entity's list (saved queries of it too): all of them to the companies.
    const targets = await entities
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect([...new Set(targets)]).toEqual([`/defdossier/${COMPANY}`]);
    // No admin area is offered.
    expect(await reader.getByRole("link", { name: "Roles" }).count()).toBe(0);

    await reader.goto(`${baseUrl}/contentdossier/${company}`);
    await reader.getByRole("button", { name: "Edit" }).click();
    await reader.getByRole("button", { name: "Save", exact: true }).waitFor();
    expect(await reader.getByRole("button", { name: "Delete" }).count()).toBe(0);

    // The server agrees: the other entities and deleting are refused.
    const headers = { "x-requested-with": "docket" };
    expect(
      (await reader.request.delete(`${baseUrl}/api/contentdossier/${company}`, { headers })).status(),
    ).toBe(403);
    expect(
      (
        await reader.request.get(`${baseUrl}/api/contentdossier?defDossier=${otherEntity}&limit=1`, {
          headers,
        })
      ).status(),
    ).toBe(403);
    expect(
      (
        await reader.request.get(`${baseUrl}/api/contentdossier?defDossier=${COMPANY}&limit=1`, { headers })
      ).status(),
    ).toBe(200);
  }, 90_000);

  it("gives the user a right at their next call, without logging in again", async () => {
    await page.goto(`${baseUrl}/permissions`);
    await page.getByRole("checkbox", { name: `${roleName}: Companies Delete`, exact: true }).check();
    const saved = answered(page, "PATCH", /^\/api\/role\/\d+\/credentials$/);
    await page.getByRole("button", { name: `Save ${roleName}`, exact: true }).click();
    expect((await saved).status()).toBe(200);

    await reader.goto(`${baseUrl}/contentdossier/${company}`);
    await reader.getByRole("button", { name: "Delete" }).waitFor();
    expect(cspMessages).toEqual([]);
  }, 60_000);
});
