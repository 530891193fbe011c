// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { environment, me, platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";
import type { Delivery, Webhook } from "../api/Webhook";

const ENV_ID = 1000;
const SECRET = "a".repeat(64);

const webhook = (id: number, overrides: Partial<Webhook> = {}): Webhook => ({
  id,
  uuid: `w-${id}`,
  environment: ENV_ID,
  name: `Hook ${id}`,
  url: `https://hooks.example.test/${id}`,
  active: true,
  owner: { id: 1, username: "admin" },
  events: [],
  created_at: "2026-03-01T10:00:00Z",
  ...overrides,
});

const delivery = (id: number, overrides: Partial<Delivery> = {}): Delivery => ({
  id,
  uuid: `d-${id}`,
  webhook: 5,
  event: 1,
  event_name: "Client created",
  status: "delivered",
  attempts: 1,
  next_attempt_at: null,
  status_code: 200,
  error: null,
  created_at: "2026-03-01T10:00:00Z",
  delivered_at: "2026-03-01T10:00:01Z",
  attempt_log: [
    { attempt: 1, status_code: 200, error: null, started_at: "2026-03-01T10:00:00Z", duration_ms: 12 },
  ],
  ...overrides,
});

function scene(webhooks: Webhook[]) {
  server.use(
    ...platformHandlers({ user: me(), environments: [environment(ENV_ID, "Zorgdossier")] }),
    http.get("/api/event", () =>
      HttpResponse.json({
        results: [
          {
            id: 1,
            uuid: "e-1",
            environment: ENV_ID,
            name: "Client created",
            description: null,
            trigger: "create",
            defDossier: null,
            webhooks: 1,
          },
          {
            id: 2,
            uuid: "e-2",
            environment: ENV_ID,
            name: "Archive button",
            description: null,
            trigger: "button",
            defDossier: null,
            webhooks: 0,
          },
        ],
        pager: { current: 1, pages: 1, items: 2, limit: 200 },
      }),
    ),
    http.get("/api/webhook", () =>
      HttpResponse.json({
        results: webhooks,
        pager: { current: 1, pages: 1, items: webhooks.length, limit: 10 },
      }),
    ),
    http.get("/api/webhook/:id", ({ params }) => {
      const found = webhooks.find((candidate) => candidate.id === Number(params.id));
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ message: "Item not found" }, { status: 404 });
    }),
  );
}

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(ENV_ID);
});

describe("/webhooks", () => {
  it("lists the webhooks, each linked to its page", async () => {
    scene([webhook(3, { name: "Finance", events: [1, 2] }), webhook(4, { name: "Off", active: false })]);
    renderApp("/webhooks");
    const table = await screen.findByRole("table", { name: "Webhooks" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["Finance", "https://hooks.example.test/3", "2", "Yes"],
      ["Off", "https://hooks.example.test/4", "0", "No"],
    ]);
    expect(within(table).getByRole("link", { name: "Finance" })).toHaveAttribute("href", "/webhook/3");
  });

  it("makes a webhook: refuses an address that is not http(s), then shows the secret once", async () => {
    scene([]);
    const posts: unknown[] = [];
    server.use(
      http.post("/api/webhook", async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json({ id: 8, uuid: "w-8", secret: SECRET }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp("/webhooks");
    expect(await screen.findByText("No items found")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "New webhook" }));
    const dialog = await screen.findByRole("dialog", { name: "New webhook" });
    await user.type(within(dialog).getByRole("textbox", { name: /Name/ }), "Finance");
    await user.type(within(dialog).getByRole("textbox", { name: /URL/ }), "ftp://files.example.test");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      within(dialog).getByText("Enter a web address starting with http:// or https://"),
    ).toBeInTheDocument();
    expect(posts).toEqual([]);
    const url = within(dialog).getByRole("textbox", { name: /URL/ });
    await user.clear(url);
    await user.type(url, "https://hooks.example.test/in");
    await user.click(
      await within(dialog).findByRole("checkbox", { name: "Client created (Record created)" }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      environment: ENV_ID,
      name: "Finance",
      url: "https://hooks.example.test/in",
      active: true,
      events: [1],
    });
    expect(await within(dialog).findByText(SECRET)).toBeInTheDocument();
    expect(within(dialog).getByText("Copy this secret now; it is not shown again.")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Open the webhook" })).toHaveAttribute(
      "href",
      "/webhook/8",
    );
  });
});

describe("/webhook/{id}", () => {
  it("shows the delivery log with every attempt and sends a delivery again", async () => {
    scene([webhook(5, { name: "Finance", events: [1] })]);
    let log = [
      delivery(21, {
        status: "delivered",
        attempts: 2,
        attempt_log: [
          {
            attempt: 1,
            status_code: 500,
            error: "HTTP 500",
            started_at: "2026-03-01T10:00:00Z",
            duration_ms: 5,
          },
          { attempt: 2, status_code: 200, error: null, started_at: "2026-03-01T10:00:30Z", duration_ms: 7 },
        ],
      }),
      delivery(20, {
        status: "failed",
        attempts: 8,
        status_code: null,
        error: "No answer within 10 s",
        attempt_log: [],
      }),
    ];
    const resent: string[] = [];
    server.use(
      http.get("/api/webhook/:id/delivery", () =>
        HttpResponse.json({ results: log, pager: { current: 1, pages: 1, items: log.length, limit: 10 } }),
      ),
      http.post("/api/webhook/delivery/:id/resend", ({ params }) => {
        resent.push(String(params.id));
        log = [delivery(22, { status: "pending", attempts: 0, status_code: null, attempt_log: [] }), ...log];
        return HttpResponse.json({ id: 22, uuid: "d-22" }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp("/webhook/5");
    const table = await screen.findByRole("table", { name: "Delivery log" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText("Delivered")).toBeInTheDocument();
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Attempt 1: .*HTTP 500$/),
      expect.stringMatching(/^Attempt 2: .*HTTP 200$/),
    ]);
    expect(within(rows[1] as HTMLElement).getByText("Failed")).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText("No answer within 10 s")).toBeInTheDocument();
    await user.click(within(rows[1] as HTMLElement).getByRole("button", { name: "Send again" }));
    await waitFor(() => expect(resent).toEqual(["20"]));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(4));
    expect(within(table).getByText("Pending")).toBeInTheDocument();
  });

  it("saves the settings and gives a new secret after asking", async () => {
    scene([webhook(6, { name: "Finance", events: [1] })]);
    const patches: unknown[] = [];
    let renewed = 0;
    server.use(
      http.get("/api/webhook/:id/delivery", () =>
        HttpResponse.json({ results: [], pager: { current: 1, pages: 0, items: 0, limit: 10 } }),
      ),
      http.patch("/api/webhook/:id", async ({ request }) => {
        const body = (await request.json()) as Partial<Webhook>;
        patches.push(body);
        return HttpResponse.json(webhook(6, { ...body, owner: { id: 1, username: "admin" } }));
      }),
      http.post("/api/webhook/:id/secret", () => {
        renewed += 1;
        return HttpResponse.json({ id: 6, secret: SECRET });
      }),
    );
    const user = userEvent.setup();
    renderApp("/webhook/6");
    const form = await screen.findByRole("form", { name: "Webhook" });
    expect(await screen.findByText("No items found")).toBeInTheDocument();
    await user.click(await within(form).findByRole("checkbox", { name: "Archive button (Action button)" }));
    await user.click(within(form).getByRole("checkbox", { name: "Active" }));
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      name: "Finance",
      url: "https://hooks.example.test/6",
      active: false,
      events: [1, 2],
    });

    await user.click(within(form).getByRole("button", { name: "New secret" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(
      within(confirm).getByText("The current secret stops working at once. Continue?"),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "New secret" }));
    expect(await screen.findByText(SECRET)).toBeInTheDocument();
    expect(renewed).toBe(1);
  });

  it("says 'Item not found' for a webhook that is not there", async () => {
    scene([]);
    renderApp("/webhook/77");
    expect(await screen.findByText("Item not found")).toBeInTheDocument();
  });
});
