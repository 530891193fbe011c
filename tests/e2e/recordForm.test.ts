import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiSession } from "./support/apiSession";
import { logInThroughPage } from "./support/logInThroughPage";
import { openEnvironment } from "./support/openEnvironment";
import { seriousAxeViolations } from "./support/seriousAxeViolations";
import { adminPassword, baseUrl } from "./support/server";

/** The demo CRM (fixtures/environments/crm.ts): contacts have a newsletter condition and unique emails. */
const CONTACT = 2031;
const DEAL = 2032;
const email = `e2e.${Date.now()}@example.test`;

let browser: Browser;
let page: Page;
let created: number;
/** The record the 409 test saved anyway. */
let duplicatePath: string;

beforeAll(async () => {
  ({ browser, page } = await openEnvironment(baseUrl, "admin", adminPassword, "Sales CRM"));
});

afterAll(async () => {
  await browser?.close();
});

const field = (name: string | RegExp) => page.getByRole("textbox", { name });

async function fillContact(firstName: string) {
  await field(/First name/).fill(firstName);
  await field(/Last name/).fill("Tester");
  await field(/^Email/).fill(email);
  const company = page.getByRole("combobox", { name: /Company/ });
  await company.fill("Eik");
  await page
    .getByRole("option", { name: /Eikenhof/ })
    .first()
    .click();
}

describe("creating and editing a record", () => {
  it("shows and requires a field by a condition while the user works, then creates the record", async () => {
    await page.goto(`${baseUrl}/contentdossier/create/${CONTACT}`);
    await page.getByRole("heading", { name: "New Contact" }).waitFor();
    await page.getByRole("link", { name: "Back to overview" }).waitFor();
    await page.getByRole("button", { name: "Add and continue" }).waitFor();
    await fillContact("Eva");

    const frequency = page.getByRole("combobox", { name: /Newsletter frequency/ });
    expect(await frequency.count()).toBe(0);
    await page.getByRole("radio", { name: "Yes" }).check({ force: true });
    await frequency.waitFor();
    expect(await frequency.getAttribute("required")).not.toBeNull();
    // Emptied, the required field stops the form and gets the focus.
    await frequency.selectOption("");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await page.getByText("Not all fields are (correctly) filled in.").first().waitFor();
    await page.getByText("This is a required field").waitFor();
    expect(await frequency.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/docket-e2e-create.png", fullPage: true });

    // Back to No: the field goes away again, and so does the requirement.
    await page.getByRole("radio", { name: "No" }).check({ force: true });
    await frequency.waitFor({ state: "detached" });
    await page.getByRole("radio", { name: "Yes" }).check({ force: true });
    await frequency.selectOption({ label: "Weekly" });
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await page.waitForURL(/\/contentdossier\/\d+$/);
    created = Number(new URL(page.url()).pathname.split("/").pop());
    await page.getByRole("heading", { level: 1, name: /Eva Tester/ }).waitFor();
    // The preferences are on their own tab, chosen in the address without leaving the page.
    await page.getByRole("tab", { name: "Preferences" }).click();
    await page.waitForURL(/selectedTab=\d+/);
    await page.getByText("Weekly").first().waitFor();
    await page.getByRole("tab", { name: "Contact" }).click();
  });

  it("edits the record and saves it", async () => {
    await page.getByRole("button", { name: "Edit" }).click();
    const jobTitle = field(/Job title/);
    await jobTitle.fill("Quality lead");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("The item has been saved").first().waitFor();
    await page.getByRole("button", { name: "Edit" }).waitFor();
    await page.getByText("Quality lead").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/docket-e2e-detail.png", fullPage: true });

    const api = await apiSession(baseUrl, "admin", adminPassword);
    const record = await api.call<{
      content: Record<string, unknown>;
      items: { id: number; label: string }[];
    }>("GET", `/contentdossier/${created}`);
    const values = record.items.map((item) => record.content[item.id]);
    expect(values).toContain("Quality lead");
    expect(values).toContain(email);
  });

  it("shows a field by its condition when editing too, from the stored value and as the user changes it", async () => {
    await page.goto(`${baseUrl}/contentdossier/${created}`);
    await page.getByRole("heading", { level: 1, name: /Eva Tester/ }).waitFor();
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByRole("tab", { name: "Preferences" }).click();
    // Stored with the newsletter on: the frequency shows at once, with its stored option.
    const frequency = page.getByRole("combobox", { name: /Newsletter frequency/ });
    await frequency.waitFor();
    expect(await frequency.inputValue()).not.toBe("");
    await page.getByRole("radio", { name: "No" }).check({ force: true });
    await frequency.waitFor({ state: "detached" });
    await page.getByRole("radio", { name: "Yes" }).check({ force: true });
    await frequency.selectOption({ label: "Quarterly" });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("The item has been saved").first().waitFor();
    await page.getByRole("button", { name: "Edit" }).waitFor();
    await page.getByRole("tab", { name: "Preferences" }).click();
    await page.getByText("Quarterly").first().waitFor();
  });

  it("warns about an existing email and saves anyway when the user ignores the warning", async () => {
    await page.goto(`${baseUrl}/contentdossier/create/${CONTACT}`);
    await page.getByRole("heading", { name: "New Contact" }).waitFor();
    await fillContact("Evi");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Already existing items" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: /Eva Tester/ }).click();
    await dialog.getByRole("button", { name: "Use this" }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await dialog.getByRole("button", { name: "Ignore warning and save" }).click();
    await page.waitForURL(
      (url) => /\/contentdossier\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${created}`),
    );
    await page.getByRole("heading", { level: 1, name: /Evi Tester/ }).waitFor();
    duplicatePath = new URL(page.url()).pathname;
  });
});

describe("files on a record", () => {
  it("uploads a file in edit mode, saves it with the record and downloads it", async () => {
    const company = 2101;
    await page.goto(`${baseUrl}/contentdossier/${company}`);
    await page.getByRole("button", { name: "Edit" }).click();
    await page
      .locator(`input[type="file"]`)
      .first()
      .setInputFiles({
        name: "e2e-logo.png",
        mimeType: "image/png",
        buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
      });
    await page.getByRole("link", { name: "e2e-logo.png" }).waitFor();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("button", { name: "Edit" }).waitFor();
    const link = page.getByRole("link", { name: "e2e-logo.png" }).first();
    await link.waitFor();
    const href = (await link.getAttribute("href")) as string;
    expect(href).toMatch(/^\/api\/file\/\d+\/download$/);
    const download = await page.request.get(`${baseUrl}${href}`);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toBe("image/png");
    expect(download.headers()["content-disposition"]).toContain('filename="e2e-logo.png"');
    expect([...(await download.body())]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
  });
});

describe("archiving and deleting a record", () => {
  it("archives with a confirmation: the notice shows and editing is gone; then deletes it", async () => {
    const recordPath = duplicatePath;
    await page.goto(`${baseUrl}${recordPath}`);
    await page.getByRole("heading", { level: 1, name: /Evi Tester/ }).waitFor();
    await page.getByRole("button", { name: "Archive", exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: "Confirmation" });
    await confirm.getByRole("button", { name: "Archive" }).click();
    await page.getByText("This item is archived").waitFor();
    await page.getByRole("button", { name: "Dearchive" }).waitFor();
    expect(await page.getByRole("button", { name: "Edit" }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Dearchive" }).click();
    await page
      .getByRole("alertdialog", { name: "Confirmation" })
      .getByRole("button", { name: "Dearchive" })
      .click();
    await page.getByRole("button", { name: "Edit" }).waitFor();
    expect(await page.getByText("This item is archived").count()).toBe(0);

    await page.getByRole("button", { name: "Delete" }).click();
    await page
      .getByRole("alertdialog", { name: "Confirmation" })
      .getByRole("button", { name: "Delete" })
      .click();
    await page.waitForURL(`${baseUrl}/defdossier/${CONTACT}`);
    const api = await apiSession(baseUrl, "admin", adminPassword);
    await expect(
      api.call("GET", `/contentdossier${recordPath.replace("/contentdossier", "")}`),
    ).rejects.toThrow(/404/);
  });
});

describe("role-restricted items", () => {
  it("hide a list option from a user holding its role, while an admin sees it marked", async () => {
    const optionsOf = async (target: Page) => {
      await target.goto(`${baseUrl}/contentdossier/create/${DEAL}`);
      await target.getByRole("heading", { name: "New Deal" }).waitFor();
      const stage = target.getByRole("combobox", { name: /Stage/ });
      await stage.waitFor();
      return (await stage.locator("option").allTextContents()).map((text) => text.trim());
    };
    // The deal stage 'Lost' is hidden for the Marketing role (fixtures/environments/crm.ts).
    const asAdmin = await optionsOf(page);
    expect(asAdmin).toContain("Won");
    expect(asAdmin).toContain("Lost 🔒");

    const other = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-GB" });
    const amelia = await other.newPage();
    await logInThroughPage(amelia, baseUrl, "amelia.hughes", "docket-demo");
    const asMarketing = await optionsOf(amelia);
    expect(asMarketing).toContain("Won");
    expect(asMarketing.some((text) => text.startsWith("Lost"))).toBe(false);
    await other.close();
  });

  it("are shown to an admin but not to an ordinary user without the role", async () => {
    const api = await apiSession(baseUrl, "admin", adminPassword);
    const deals = await api.call<{ results: { id: number }[] }>(
      "GET",
      `/contentdossier?defDossier=${DEAL}&limit=1`,
    );
    const deal = deals.results[0]?.id as number;

    await page.goto(`${baseUrl}/contentdossier/${deal}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.getByText("Generate quote").first().waitFor();
    expect(await page.getByText("Open deal card").count()).toBeGreaterThan(0);

    const other = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-GB" });
    const joris = await other.newPage();
    await logInThroughPage(joris, baseUrl, "joris.meijer", "docket-demo");
    await joris.goto(`${baseUrl}/contentdossier/${deal}`);
    await joris.getByRole("heading", { level: 1 }).waitFor();
    await joris.getByText("Generate quote").first().waitFor();
    expect(await joris.getByText("Open deal card").count()).toBe(0);
    expect(await seriousAxeViolations(joris)).toEqual([]);
    await other.close();
  });
});
