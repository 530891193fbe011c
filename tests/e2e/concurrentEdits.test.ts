import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiSession, apiSession } from "./support/apiSession";
import { openEnvironment } from "./support/openEnvironment";
import { adminPassword, baseUrl } from "./support/server";

/** The demo CRM's contacts (fixtures/environments/crm.ts). */
const CONTACT = 2031;

interface Listed {
  id: number;
  content: Record<string, unknown>;
}

let first: { browser: Browser; page: Page };
let second: { browser: Browser; page: Page };
let api: ApiSession;
let contact: number;

beforeAll(async () => {
  // Two people in two browsers, each with a session of their own.
  first = await openEnvironment(baseUrl, "admin", adminPassword, "Sales CRM");
  second = await openEnvironment(baseUrl, "admin", adminPassword, "Sales CRM");
  api = await apiSession(baseUrl, "admin", adminPassword);
  const list = await api.call<{ results: Listed[] }>("GET", `/contentdossier?defDossier=${CONTACT}&limit=1`);
  contact = list.results[0]?.id as number;
});

afterAll(async () => {
  await first?.browser.close();
  await second?.browser.close();
});

const field = (page: Page, name: RegExp) => page.getByRole("textbox", { name });

async function startEditing(page: Page) {
  await page.goto(`${baseUrl}/contentdossier/${contact}`);
  await page.getByRole("button", { name: "Edit" }).click();
  await field(page, /First name/).waitFor();
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
}

async function shown(name: RegExp): Promise<string> {
  const detail = await api.call<{ content: Record<string, unknown>; items: { id: number; label: string }[] }>(
    "GET",
    `/contentdossier/${contact}?view=edit`,
  );
  const item = detail.items.find((i) => name.test(i.label));
  return String(detail.content[item?.id ?? 0] ?? "");
}

describe("two people editing one record", () => {
  it("merges saves of different fields", async () => {
    await startEditing(first.page);
    await startEditing(second.page);
    await field(first.page, /Last name/).fill("Firstbrowser");
    await field(second.page, /First name/).fill("Secondbrowser");
    await save(first.page);
    await first.page.getByRole("button", { name: "Edit" }).waitFor();
    await save(second.page);
    await second.page.getByRole("button", { name: "Edit" }).waitFor();
    expect(await shown(/Last name/)).toBe("Firstbrowser");
    expect(await shown(/First name/)).toBe("Secondbrowser");
  });

  it("asks the second saver about a field the first changed, and keeps theirs when chosen", async () => {
    await startEditing(first.page);
    await startEditing(second.page);
    await field(first.page, /Last name/).fill("Mine first");
    await field(second.page, /Last name/).fill("Mine second");
    await save(first.page);
    await first.page.getByRole("button", { name: "Edit" }).waitFor();
    const refused = second.page.waitForResponse(
      (response) => response.url().includes(`/api/contentdossier/${contact}`) && response.status() === 409,
    );
    await save(second.page);
    await refused;
    const dialog = second.page.getByRole("dialog", { name: "Changed by someone else" });
    await dialog.waitFor();
    await dialog.getByText("Take theirs: Mine first").click();
    await second.page.screenshot({ path: "/tmp/docket-e2e-conflict.png" });
    await dialog.getByRole("button", { name: "Save" }).click();
    await second.page.getByRole("button", { name: "Edit" }).waitFor();
    expect(await shown(/Last name/)).toBe("Mine first");
  });
});
