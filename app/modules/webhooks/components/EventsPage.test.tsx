// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { entity, environment, me, platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";
import type { DocketEvent } from "../api/DocketEvent";

const ENV_ID = 1000;

const event = (id: number, overrides: Partial<DocketEvent> = {}): DocketEvent => ({
  id,
  uuid: `e-${id}`,
  environment: ENV_ID,
  name: `Event ${id}`,
  description: null,
  trigger: "create",
  defDossier: null,
  webhooks: 0,
  ...overrides,
});

function memberWith(credentials: string[]) {
  return me({
    super_admin: false,
    roles: ["ROLE_USER"],
    environments: [
      { id: ENV_ID, name: "Zorgdossier", active: true, environment_admin: false, roles: [5], credentials },
    ] as never,
  });
}

function scene(events: DocketEvent[], user = me(), credentials: string[] = []) {
  server.use(
    ...platformHandlers({
      user,
      environments: [environment(ENV_ID, "Zorgdossier", { credentials })],
      entities: [entity(11, "Clients"), entity(12, "Invoices")],
    }),
    http.get("/api/event", ({ request }) => {
      const url = new URL(request.url);
      const name = (url.searchParams.get("name") ?? "").toLowerCase();
      const found = events.filter((candidate) => candidate.name.toLowerCase().includes(name));
      return HttpResponse.json({
        results: found,
        pager: { current: 1, pages: 1, items: found.length, limit: 10 },
      });
    }),
  );
}

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(ENV_ID);
});

describe("/events", () => {
  it("lists the events with what fires them and for which entity", async () => {
    scene([
      event(1, { name: "Client created", defDossier: 11, webhooks: 2 }),
      event(2, { name: "Send to archive", trigger: "button" }),
      event(3, { name: "Anything deleted", trigger: "delete" }),
    ]);
    renderApp("/events");
    const table = await screen.findByRole("table", { name: "Events" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .slice(0, 4)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["Client created", "Record created", "Clients", "2"],
      ["Send to archive", "Action button", "", "0"],
      ["Anything deleted", "Record deleted", "Any entity", "0"],
    ]);
  });

  it("creates an event fired by a record change of one entity", async () => {
    scene([]);
    const posts: unknown[] = [];
    server.use(
      http.post("/api/event", async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json({ id: 9, uuid: "e-9" }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp("/events");
    expect(await screen.findByText("No items found")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "New event" }));
    const dialog = await screen.findByRole("dialog", { name: "New event" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText("This is a required field")).toBeInTheDocument();
    expect(posts).toEqual([]);
    await user.type(within(dialog).getByRole("textbox", { name: /Name/ }), "Client changed");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Fired by" }), "update");
    await waitFor(() => expect(within(dialog).getByRole("option", { name: "Clients" })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Entity" }), "11");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      environment: ENV_ID,
      name: "Client changed",
      description: null,
      trigger: "update",
      defDossier: 11,
    });
    expect(await screen.findByText("Item has been saved")).toBeInTheDocument();
  });

  it("shows the server's field errors in the dialog", async () => {
    scene([event(4, { name: "Old name" })]);
    server.use(
      http.patch("/api/event/:id", () =>
        HttpResponse.json({ errors: { defDossier: "This value is not valid" } }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderApp("/events");
    await user.click(await screen.findByRole("button", { name: "Edit Old name" }));
    const dialog = await screen.findByRole("dialog", { name: "Old name" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("This value is not valid")).toBeInTheDocument();
  });

  it("deletes an event after asking", async () => {
    scene([event(5, { name: "Doomed" })]);
    const deleted: string[] = [];
    server.use(
      http.delete("/api/event/:id", ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderApp("/events");
    await user.click(await screen.findByRole("button", { name: "Delete Doomed" }));
    const confirm = await screen.findByRole("alertdialog");
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(deleted).toEqual(["5"]));
  });

  it("is for holders of kedo.event: others read 403_general_message and nothing is asked", async () => {
    let asked = 0;
    scene([], memberWith(["kedo.file"]), ["kedo.file"]);
    server.use(
      http.get("/api/event", () => {
        asked += 1;
        return HttpResponse.json({ results: [], pager: {} });
      }),
    );
    renderApp("/events");
    expect(await screen.findByText("You do not have permission to view this")).toBeInTheDocument();
    expect(asked).toBe(0);
  });

  it("shows the list to a member holding kedo.event", async () => {
    scene([event(6, { name: "Visible" })], memberWith(["kedo.event"]), ["kedo.event"]);
    renderApp("/events");
    expect(await screen.findByRole("cell", { name: "Visible" })).toBeInTheDocument();
  });
});
