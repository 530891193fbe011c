import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/launchBrowser";
import { logInThroughPage } from "./support/logInThroughPage";
import { adminPassword, baseUrl } from "./support/server";

/** The demo CRM (fixtures/environments/crm.ts) and its companies, which can be archived. */
const COMPANY = 2030;
const SALES_CRM = 2000;

interface RecordFlags {
  archived: boolean;
  subscribed: boolean;
}

/**
 * A page on another site: the server runs on 127.0.0.1, this one on localhost, a different site. `/go`
 * navigates the whole tab to `to` from a script, `/form` posts an empty form to it.
 */
function foreignSite(): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const to = JSON.stringify(url.searchParams.get("to") ?? "");
    const body =
      url.pathname === "/form"
        ? `<form method="post" action=${to}><input name="x" value="1"></form><script>document.forms[0].submit()</script>`
        : `<script>location.href = ${to}</script>`;
    response.writeHead(200, { "content-type": "text/html" });
    response.end(`<!doctype html><title>Elsewhere</title>${body}`);
  });
  return new Promise((resolve) => server.listen(0, "localhost", () => resolve(server)));
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let foreign: Server;
let foreignUrl: string;

/** The app's own call, from the logged-in tab's cookie jar, with the app client's header. */
async function appCall<T>(method: string, path: string): Promise<T> {
  const response = await context.request.fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { "x-requested-with": "docket" },
  });
  expect(response.status(), `${method} ${path}`).toBe(200);
  return (await response.json()) as T;
}

const flagsOf = (id: number) => appCall<RecordFlags>("GET", `/contentdossier/${id}`);

/** Opens a page of the foreign site that sends the tab to `target`; answers the status the server gave. */
async function fromForeignPage(kind: "go" | "form", target: string): Promise<number> {
  const answer = page.waitForResponse((response) => response.url() === target);
  await page.goto(`${foreignUrl}/${kind}?to=${encodeURIComponent(target)}`);
  const response = await answer;
  const headers = await response.request().allHeaders();
  // The session cookie travels along (SameSite=Lax lets top-level GETs through): only the check stops it.
  if (kind === "go") expect(headers.cookie ?? "", target).toContain("docket_session=");
  expect(headers["sec-fetch-site"], target).toBe("cross-site");
  return response.status();
}

beforeAll(async () => {
  foreign = await foreignSite();
  foreignUrl = `http://localhost:${(foreign.address() as AddressInfo).port}`;
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-GB" });
  page = await context.newPage();
  await logInThroughPage(page, baseUrl, "admin", adminPassword);
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => foreign?.close(resolve));
});

describe("a page on another site", () => {
  it("cannot archive, dearchive, subscribe, unsubscribe, log out or post as the logged-in user", async () => {
    const companies = await appCall<{ results: { id: number }[] }>(
      "GET",
      `/contentdossier?defDossier=${COMPANY}&limit=2`,
    );
    const [open, archived] = companies.results.map((company) => company.id);
    if (open === undefined || archived === undefined) throw new Error("The demo has too few companies");
    // The app's own calls still work: one company archived and followed, the other neither.
    await appCall("GET", `/contentdossier/${open}/dearchive`);
    await appCall("GET", `/contentdossier/${open}/unsubscribe`);
    await appCall("GET", `/contentdossier/${archived}/archive`);
    await appCall("GET", `/contentdossier/${archived}/subscribe`);
    const before = { open: await flagsOf(open), archived: await flagsOf(archived) };
    expect(before.open).toMatchObject({ archived: false, subscribed: false });
    expect(before.archived).toMatchObject({ archived: true, subscribed: true });
    const favoritesBefore = await appCall<unknown>("GET", `/favorite?environment=${SALES_CRM}`);

    const api = `${baseUrl}/api`;
    const navigations = [
      `${api}/contentdossier/${open}/archive`,
      `${api}/contentdossier/${open}/subscribe`,
      `${api}/contentdossier/${archived}/dearchive`,
      `${api}/contentdossier/${archived}/unsubscribe`,
      `${api}/refresh_token`,
      `${api}/logout_cookie`,
    ];
    for (const target of navigations) expect(await fromForeignPage("go", target), target).toBe(403);
    expect(await fromForeignPage("form", `${api}/contentdossier/${open}/favorite`)).toBe(403);

    expect(await flagsOf(open)).toMatchObject({ archived: false, subscribed: false });
    expect(await flagsOf(archived)).toMatchObject({ archived: true, subscribed: true });
    expect(await appCall<unknown>("GET", `/favorite?environment=${SALES_CRM}`)).toEqual(favoritesBefore);
    // Still logged in: the session and its cookie are as they were.
    expect(await appCall<{ ttl: number }>("GET", "/ttl_token")).toMatchObject({ ttl: expect.any(Number) });
    const cookies = await context.cookies(baseUrl);
    expect(cookies.map((cookie) => cookie.name)).toContain("docket_session");

    // Tidy up for the other tests: the company goes back to how the demo had it.
    await appCall("GET", `/contentdossier/${archived}/dearchive`);
    await appCall("GET", `/contentdossier/${archived}/unsubscribe`);
  });

  it("leaves the app working in the same tab afterwards", async () => {
    await page.goto(`${baseUrl}/environment`);
    await page.getByRole("button", { name: "Open Sales CRM", exact: true }).waitFor();
  });
});
