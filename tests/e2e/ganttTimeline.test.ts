import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/launchBrowser";
import { logInThroughPage } from "./support/logInThroughPage";
import { openEnvironment } from "./support/openEnvironment";
import { seriousAxeViolations } from "./support/seriousAxeViolations";
import { adminPassword, baseUrl } from "./support/server";

/** The demo's projects (fixtures/environments/projects.ts) and their tasks. */
const PROJECT = 3030;
const TASK = 3031;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await openEnvironment(baseUrl, "admin", adminPassword, "Projects"));
});

afterAll(async () => {
  await browser?.close();
});

/** The Gantt of the projects after a search, the first project expanded. */
async function openGantt(on: Page) {
  await on.goto(`${baseUrl}/defdossier/${PROJECT}`);
  await on.getByRole("combobox", { name: "View" }).selectOption("gantt");
  await on.getByText("First enter some search parameters").waitFor();
  await on.getByRole("button", { name: "Search", exact: true }).click();
  await on.getByRole("table", { name: "Gantt chart" }).waitFor();
  await on
    .getByRole("button", { name: /^Show tasks of/ })
    .first()
    .click();
  await on.locator("tr[data-kind=task]").first().waitFor();
}

/** Moves the first task's start to `start` in its dialog and answers the 'Edit project date' question. */
async function moveFirstTask(on: Page, start: string) {
  await on
    .getByRole("button", { name: /^Change dates of/ })
    .first()
    .click();
  const dialog = on.getByRole("dialog");
  await dialog.getByLabel("From").fill(start);
  await dialog.getByRole("button", { name: "Save" }).click();
  const ask = on.getByRole("alertdialog", { name: "Edit project date" });
  await ask.waitFor();
  await ask.getByRole("button", { name: "Continue" }).click();
}

describe("the timeline and Gantt views", () => {
  it("widens a project on the Gantt chart when a task moves before it", async () => {
    await openGantt(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const patches: number[] = [];
    page.on("response", (response) => {
      if (response.request().method() === "PATCH" && response.url().includes("displayCustomView=Gantt"))
        patches.push(response.status());
    });
    await moveFirstTask(page, "2020-01-06");
    const project = page.locator("tr[data-kind=project]").first();
    await project.getByText("6 jan 2020").waitFor();
    expect(patches).toEqual([200, 200]);
    await page.screenshot({ path: "/tmp/docket-e2e-gantt.png" });
  });

  it("refuses the move to a team member who may not change projects", async () => {
    const member = await launchBrowser();
    try {
      const context = await member.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-GB" });
      const own = await context.newPage();
      await logInThroughPage(
        own,
        baseUrl,
        "thomas.barnes",
        process.env.DOCKET_DEMO_PASSWORD ?? "docket-demo",
      );
      const picker = own.getByRole("button", { name: "Open Projects", exact: true });
      if (await picker.isVisible().catch(() => false)) await picker.click();
      const patches: string[] = [];
      own.on("request", (request) => {
        if (request.method() === "PATCH") patches.push(request.url());
      });
      await openGantt(own);
      await moveFirstTask(own, "2019-01-07");
      await own.getByRole("alert").getByText("You do not have the rights to change projects.").waitFor();
      expect(patches).toEqual([]);
    } finally {
      await member.close();
    }
  });

  it("pages the tasks' timeline with Load more and opens an entry in the quick edit modal", async () => {
    await page.goto(`${baseUrl}/defdossier/${TASK}`);
    await page.getByRole("combobox", { name: "View" }).selectOption("timeline");
    const timeline = page.getByRole("list", { name: "Timeline" });
    const entries = timeline.locator("li[data-record-id]");
    // The view's chunk and two list calls on a busy machine: more than the default 30 s at times.
    await entries.first().waitFor({ timeout: 50_000 });
    const first = await entries.count();
    expect(first).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Load more" }).click();
    await expect.poll(() => entries.count()).toBeGreaterThan(first);
    const title = entries.first().getByRole("button").first();
    const name = (await title.innerText()).trim();
    await title.click();
    const quickEdit = page.getByRole("dialog", { name });
    await quickEdit.getByRole("button", { name: "Cancel" }).waitFor();
    await page.screenshot({ path: "/tmp/docket-e2e-timeline.png" });
    await quickEdit.getByRole("button", { name: "Cancel" }).click();
    await quickEdit.waitFor({ state: "detached" });
  }, 120_000);
});
