import { createHmac } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebhookReceiver } from "../../server/webhooks/testing/webhookReceiver";
import { openEnvironment } from "./support/openEnvironment";
import { seriousAxeViolations } from "./support/seriousAxeViolations";
import { adminPassword, baseUrl } from "./support/server";

/** The demo CRM's companies (fixtures/environments/crm.ts): a name is all a new one needs. */
const COMPANY = 2030;
const stamp = Date.now();
const eventName = `Company created ${stamp}`;
const webhookName = `Finance hook ${stamp}`;
const companyName = `Webhook Works ${stamp}`;

const receiver = new WebhookReceiver();
let receiverUrl: string;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  receiverUrl = await receiver.start();
  // The first post is refused, so the log shows a retry too.
  receiver.plan("/e2e", [500]);
  ({ browser, page } = await openEnvironment(baseUrl, "admin", adminPassword, "Sales CRM"));
});

afterAll(async () => {
  await browser?.close();
  await receiver.stop();
});

describe("webhooks", () => {
  it("an admin makes an event and a webhook, creates a record, and sees the signed delivery in the log", async () => {
    await page.goto(`${baseUrl}/events`);
    await page.getByRole("heading", { level: 1, name: "Events" }).waitFor();
    await page.getByRole("button", { name: "New event" }).click();
    const eventDialog = page.getByRole("dialog", { name: "New event" });
    await eventDialog.getByRole("textbox", { name: /Name/ }).fill(eventName);
    await eventDialog.getByRole("combobox", { name: "Fired by" }).selectOption({ label: "Record created" });
    await eventDialog.getByRole("combobox", { name: "Entity" }).selectOption({ label: "Companies" });
    await eventDialog.getByRole("button", { name: "Save" }).click();
    await page.getByRole("cell", { name: eventName, exact: true }).waitFor();

    await page.goto(`${baseUrl}/webhooks`);
    await page.getByRole("heading", { level: 1, name: "Webhooks" }).waitFor();
    await page.getByRole("button", { name: "New webhook" }).click();
    const hookDialog = page.getByRole("dialog", { name: "New webhook" });
    await hookDialog.getByRole("textbox", { name: /Name/ }).fill(webhookName);
    await hookDialog.getByRole("textbox", { name: /URL/ }).fill(`${receiverUrl}/e2e`);
    // The event's label, scrolled into the dialog's view: the list holds every event earlier tests made.
    await hookDialog.getByText(`${eventName} (Record created)`, { exact: true }).click();
    expect(
      await hookDialog.getByRole("checkbox", { name: `${eventName} (Record created)` }).isChecked(),
    ).toBe(true);
    await hookDialog.getByRole("button", { name: "Save" }).click();
    const secret = (await hookDialog.getByTestId("webhook-secret").textContent()) ?? "";
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    await hookDialog.getByRole("link", { name: "Open the webhook" }).click();
    await page.waitForURL(/\/webhook\/\d+$/);
    const webhookPage = page.url();
    await page.getByRole("heading", { level: 2, name: webhookName }).waitFor();

    await page.goto(`${baseUrl}/contentdossier/create/${COMPANY}`);
    await page.getByRole("heading", { name: "New Company" }).waitFor();
    await page.getByRole("textbox", { name: /^Name/ }).fill(companyName);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await page.waitForURL(/\/contentdossier\/\d+$/);
    const companyId = Number(new URL(page.url()).pathname.split("/").pop());

    // Refused once, then delivered after the backoff's first wait (30 s by default).
    const until = Date.now() + 50_000;
    while (receiver.callsTo("/e2e").length < 2 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const calls = receiver.callsTo("/e2e");
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(call.headers["x-docket-signature"]).toBe(
        `sha256=${createHmac("sha256", secret).update(call.body).digest("hex")}`,
      );
    }
    const payload = JSON.parse(calls[1]?.body ?? "{}");
    expect(payload).toMatchObject({
      event: { name: eventName, trigger: "create" },
      record: { id: companyId, defDossier: COMPANY },
    });
    expect(Object.values(payload.record.values)).toContain(companyName);

    await page.goto(webhookPage);
    const log = page.getByRole("table", { name: "Delivery log" });
    await log.waitFor();
    const row = log.getByRole("row").filter({ hasText: eventName }).first();
    await row.getByText("Delivered").waitFor();
    await row.getByText(/Attempt 1: .*HTTP 500/).waitFor();
    await row.getByText(/Attempt 2: .*HTTP 200/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await row.getByRole("button", { name: "Send again" }).click();
    await page.getByText("The delivery will be sent again").waitFor();
    const resendUntil = Date.now() + 20_000;
    while (receiver.callsTo("/e2e").length < 3 && Date.now() < resendUntil) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(receiver.callsTo("/e2e")[2]?.body).toBe(calls[1]?.body);
    await page.screenshot({ path: "/tmp/docket-e2e-webhook.png", fullPage: true });
  }, 120_000);
});
