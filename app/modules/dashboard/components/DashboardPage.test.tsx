// @vitest-environment jsdom
import "../../../testing/setup";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { type FakeLiveSocket, fakeSockets } from "../../../testing/fakeLiveSocket";
import { platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { ENTITY, listBundle, listedRecord } from "../../records/testing/listHandlers";
import { tokenStore } from "../../session/state/tokenStore";
import type { Block, BlockPosition } from "../api/Block";

// Blocks draw a second after coming into view; the first test also pays the charts' first import.
const LAZY = { timeout: 20_000 };
const socket = () => fakeSockets.at(-1) as FakeLiveSocket;

function block(id: number, type: Block["type"], title: string, overrides: Partial<Block> = {}): Block {
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, "0")}`,
    environment: 1000,
    type,
    parent: null,
    children: [],
    col: 6,
    rank: 0,
    defDossier: 1030,
    def_dossier_id: 1030,
    dossierQuery: null,
    dossier_query_id: null,
    dashboard: true,
    roles: [],
    translations: [{ culture: "en_GB", title }],
    settings: { limit: 10 },
    ...overrides,
  };
}

const CHART = block(1, "count_list_options", "Clients by care level", {
  settings: { count_list_field: 501, chart_format: "pie", enable_labels: "yes", scheme: "tableau10" },
});
const LIST = block(2, "dashboard", "My clients", { settings: { limit: 5, show_add: "yes" } });
const SUM = block(3, "sum_fields", "Open pipeline value", { settings: { sum_field: 502 } });
const TABLE = block(4, "count_list_options", "Deals per stage", {
  settings: { count_list_field: 503, chart_format: "table", date_field: 504, date_format: "quarter" },
});
const NO_FIELD = block(5, "count_list_options", "Not set up");

interface Calls {
  data: URL[];
  patches: { blocks: BlockPosition[]; default?: boolean }[];
  lists: URL[];
  posts: unknown[];
}

function dashboardHandlers(blocks: Block[], calls: Calls) {
  let positions: BlockPosition[] = blocks.map((b, index) => ({
    block: b.id,
    xPos: (index % 2) * 6,
    yPos: Math.floor(index / 2) * 10,
    blockWidth: 6,
    blockHeight: 10,
    hidden: false,
  }));
  return [
    http.get("/api/mypageblock", ({ request }) => {
      calls.lists.push(new URL(request.url));
      return HttpResponse.json({
        results: blocks,
        positions,
        pager: { current: 1, pages: 1, items: blocks.length, limit: 200 },
      });
    }),
    http.get("/api/mypageblock/:id/data", ({ params, request }) => {
      calls.data.push(new URL(request.url));
      const id = Number(params.id);
      if (id === CHART.id)
        return HttpResponse.json({
          results: [
            { def_field_list_id: 11, summary: "Light", period: null, total_items: 4 },
            { def_field_list_id: 12, summary: "Heavy", period: null, total_items: 2 },
          ],
        });
      if (id === SUM.id) return HttpResponse.json({ results: { sum: 1350.5 }, result: 1350.5 });
      if (id === TABLE.id)
        return HttpResponse.json({
          results: [
            { def_field_list_id: 21, summary: "Lead", period: "2026-01-01", total_items: 3 },
            { def_field_list_id: 22, summary: "Won", period: "2026-04-01", total_items: 5 },
          ],
        });
      return HttpResponse.json({ message: "Item not found" }, { status: 404 });
    }),
    http.get("/api/contentdossier", () =>
      HttpResponse.json({
        results: [
          {
            id: 71,
            uuid: "u71",
            def_dossier_id: 1030,
            summary: "Jansen",
            archived: false,
            created_at: "2026-03-01T10:00:00Z",
            modified_at: "2026-03-01T10:00:00Z",
            created_by: null,
            modified_by: null,
            subscribed: false,
            content: { 901: "Jansen" },
            formatted: { 901: "Jansen", 902: "Utrecht" },
          },
        ],
        items: [
          { id: 901, key: "f601", label: "Name", type: "text", sortable: true },
          { id: 902, key: "f602", label: "City", type: "text", sortable: true },
        ],
        aggregations: [],
        pager: { current: 1, pages: 1, items: 1, limit: 5 },
      }),
    ),
    http.patch("/api/mypage/:environment/position", async ({ request }) => {
      const body = (await request.json()) as Calls["patches"][number];
      calls.patches.push(body);
      positions = positions.map((p) => {
        const changed = body.blocks.find((b) => b.block === p.block);
        return changed ? { ...p, ...changed } : p;
      });
      return HttpResponse.json({ positions });
    }),
    http.post("/api/mypageblock", async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.posts.push(body);
      return HttpResponse.json(block(99, body.type as Block["type"], "Online", { defDossier: null }), {
        status: 201,
      });
    }),
    http.get("/api/role", () =>
      HttpResponse.json({ results: [{ id: 7, name: "Care providers" }], pager: {} }),
    ),
  ];
}

/** An observer that sees every element in the viewport at once. */
class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
const outOfView = globalThis.IntersectionObserver;

let calls: Calls;
beforeEach(() => {
  globalThis.IntersectionObserver = InViewObserver as unknown as typeof IntersectionObserver;
  localStorage.clear();
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
  calls = { data: [], patches: [], lists: [], posts: [] };
  server.use(...platformHandlers());
});

describe("the dashboard at /", () => {
  it("draws each block once it has been in view: a pie, a list, a sum and a table per period", async () => {
    server.use(...dashboardHandlers([CHART, LIST, SUM, TABLE, NO_FIELD], calls));
    renderApp("/");
    const chart = await screen.findByRole("img", { name: "Clients by care level" }, LAZY);
    await waitFor(() => expect(chart.querySelectorAll("svg path").length).toBeGreaterThan(1));
    expect(
      calls.data.find((url) => url.pathname === "/api/mypageblock/1/data")?.searchParams.get("locale"),
    ).toBeTruthy();

    const list = await screen.findByRole("table", { name: "My clients" }, LAZY);
    expect(within(list).getByRole("link", { name: "Jansen" })).toHaveAttribute("href", "/contentdossier/71");
    expect(within(list).getByText("Utrecht")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add" })).toHaveAttribute("href", "/contentdossier/create/1030");

    expect(await screen.findByTestId("block-sum", {}, LAZY)).toHaveTextContent("1,350.5");

    const table = await screen.findByRole("table", { name: "Deals per stage" }, LAZY);
    const cells = within(table)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(cells).toEqual(["LeadWon", "2026 Q130", "2026 Q205"]);
    expect(
      calls.data.find((url) => url.pathname === "/api/mypageblock/4/data")?.searchParams.get("date_format"),
    ).toBe("quarter");

    // A chart without its count list field fetches nothing.
    expect(calls.data.some((url) => url.pathname === "/api/mypageblock/5/data")).toBe(false);
  });

  it("draws the other block types: funnel, line, bar, percentages, users and a container holding them", async () => {
    const funnel = block(11, "funnel", "Sales funnel", { settings: { count_list_field: 510 } });
    const line = block(12, "date_statistics", "Hours per week", {
      settings: { date_field: 511, period: "week", chart_format: "line", legend_direction: "left-to-right" },
    });
    const bar = block(13, "count_link_options", "Contacts by type", {
      settings: {
        origin_link_field: 40,
        count_link_field: 512,
        chart_format: "bar",
        group_format: "stacked",
      },
    });
    const pies = block(14, "list_option_percentage_conditions", "Care plans", {
      settings: { pie_charts: [{ dossier_query: 3, title: "Expiring", color: "#DD6B20" }] },
    });
    const active = block(15, "active_users", "Most active", { defDossier: null });
    const fresh = block(16, "new_dossier_statistics", "New records", { defDossier: null });
    const online = block(17, "online_users", "Online", { defDossier: null });
    const team = block(18, "block_container", "Team", {
      defDossier: null,
      settings: { layout: "horizontal" },
      children: [online, fresh],
    });
    const week = (n: number) =>
      [1, 2, 3, 4, 5, 6, 7].map((day) => ({ created_at: day, cd_count: day === 2 ? n : 0 }));
    const answers: Record<number, unknown> = {
      11: [
        { def_field_list_id: 1, summary: "Lead", period: null, total_items: 9 },
        { def_field_list_id: 2, summary: "Won", period: null, total_items: 3 },
      ],
      12: [
        { period: "2026-01-05", total_items: 4 },
        { period: "2026-01-12", total_items: 7 },
      ],
      13: [
        { def_field_list_id: 5, summary: "Phone", period: null, total_items: 6 },
        { def_field_list_id: 6, summary: "Visit", period: null, total_items: 2 },
      ],
      14: [{ title: "Expiring", color: "#DD6B20", totals: 5, total_dossiers: 80, percentage: 6.3 }],
      15: [{ username: "femke", user_id: 4, total_count: 12 }],
      16: { lastweek: week(3), twoweeks: week(1), threeweeks: week(0) },
      17: { members: 5 },
    };
    server.use(
      // Before the shared handlers: the first that matches answers.
      http.get("/api/mypageblock/:id/data", ({ params }) =>
        HttpResponse.json({ results: answers[Number(params.id)] }),
      ),
      ...dashboardHandlers([funnel, line, bar, pies, active, team], calls),
    );
    renderApp("/");
    for (const name of ["Sales funnel", "Hours per week", "Contacts by type", "New records"]) {
      const chart = await screen.findByRole("img", { name }, LAZY);
      await waitFor(() => expect(chart.querySelectorAll("svg path, svg rect").length).toBeGreaterThan(1));
    }
    expect(screen.getByRole("img", { name: "Hours per week" })).toHaveAttribute("data-chart", "line");
    expect(screen.getByRole("img", { name: "Expiring: 6.3%" })).toBeInTheDocument();
    expect(screen.getByText("Expiring (5/80)")).toBeInTheDocument();
    const mostActive = screen.getByRole("table", { name: "Most active" });
    expect(within(mostActive).getByText("femke")).toBeInTheDocument();
    // The container shows its children; who is online comes from the live socket.
    const container = screen.getByRole("region", { name: "Team" });
    expect(within(container).getByTestId("offline-count")).toHaveTextContent("5");
    expect(socket().sent).toContainEqual(["environment:join", { environmentId: 1000 }]);
    act(() =>
      socket().receive("environment:presence:update", {
        environmentId: 1000,
        users: [{ id: 4, username: "femke", presence: "online" }],
      }),
    );
    expect(within(container).getByTestId("online-count")).toHaveTextContent("1");
    expect(within(container).getByTestId("offline-count")).toHaveTextContent("4");
  });

  it("renders nothing of a block that has not come into view, and shows it is loading", async () => {
    globalThis.IntersectionObserver = outOfView;
    server.use(...dashboardHandlers([SUM], calls));
    renderApp("/");
    const block = await screen.findByRole("region", { name: "Open pipeline value" });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls.data).toEqual([]);
    expect(screen.queryByTestId("block-sum")).not.toBeInTheDocument();
    expect(within(block).getByRole("status", { name: "Loading" })).toBeInTheDocument();
  });

  it("hides a block and restores it from the hidden blocks, saving both in the user's own view", async () => {
    server.use(...dashboardHandlers([SUM, NO_FIELD], calls));
    renderApp("/");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Hide Open pipeline value" }));
    await waitFor(() => expect(calls.patches).toHaveLength(1));
    expect(calls.patches[0]).toEqual({ blocks: [expect.objectContaining({ block: SUM.id, hidden: true })] });
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Open pipeline value" })).not.toBeInTheDocument(),
    );

    // Menus are driven by keyboard here: jsdom has no pointer events for them.
    screen.getByRole("button", { name: "Hidden blocks (1)" }).focus();
    await user.keyboard("{Enter}");
    const item = await screen.findByRole("menuitem", { name: "Restore Open pipeline value" });
    await user.keyboard("Re");
    await waitFor(() => expect(item).toHaveAttribute("data-highlighted"));
    await user.keyboard("{Enter}");
    await waitFor(() => expect(calls.patches.length).toBeGreaterThanOrEqual(2));
    for (const patch of calls.patches.slice(1))
      expect(patch).toEqual({ blocks: [expect.objectContaining({ block: SUM.id, hidden: false })] });
    expect(await screen.findByRole("region", { name: "Open pipeline value" })).toBeInTheDocument();
  });

  it("keeps drag and resize off until the toggle, lets admins open the default view, keeps the refresh choice", async () => {
    server.use(...dashboardHandlers([SUM], calls));
    renderApp("/");
    const user = userEvent.setup();
    const toggle = await screen.findByRole("checkbox", { name: "Drag and resize" });
    expect(toggle).not.toBeChecked();
    const grid = screen.getByTestId("dashboard-grid");
    expect(grid).not.toHaveAttribute("data-dragging");
    expect(grid.querySelector(".react-resizable-handle")).toBeNull();
    await user.click(toggle);
    expect(grid).toHaveAttribute("data-dragging", "true");
    await waitFor(() => expect(grid.querySelector(".react-resizable-handle")).not.toBeNull());
    // Turning it on saves nothing by itself: positions are saved when a block moves.
    expect(calls.patches).toEqual([]);

    await user.click(screen.getByRole("checkbox", { name: "Default view" }));
    await waitFor(() =>
      expect(calls.lists.some((url) => url.searchParams.get("default") === "1")).toBe(true),
    );

    const refresh = screen.getByRole("combobox", { name: "Refresh interval" });
    expect(refresh).toHaveValue("30");
    expect(
      within(refresh)
        .getAllByRole("option")
        .map((o) => o.getAttribute("value")),
    ).toEqual(["1", "5", "15", "30"]);
    await user.selectOptions(refresh, "5");
    expect(localStorage.getItem("docket.dashboardRefresh")).toBe("5");

    // Presentation mode covers the window with the dashboard until it is left again.
    await user.click(screen.getByRole("button", { name: "Presentation mode" }));
    expect(document.querySelector("[data-presenting]")).toContainElement(grid);
    await user.click(screen.getByRole("button", { name: "Exit presentation mode" }));
    expect(document.querySelector("[data-presenting]")).toBeNull();
  });

  it("fetches a block's data again when another user saves a record of its entity", async () => {
    server.use(...dashboardHandlers([SUM], calls));
    renderApp("/");
    await screen.findByTestId("block-sum", {}, LAZY);
    const before = calls.data.length;
    act(() =>
      socket().receive("displayItem:fetch", {
        environmentId: 1000,
        defDossierId: 1030,
        dossierId: 5,
        action: "update",
        sender: { id: 77, username: "colleague" },
      }),
    );
    await waitFor(() => expect(calls.data.length).toBe(before + 1));
  });

  it("refreshes a linked-count chart when a record of another entity is saved, and leaves the rest", async () => {
    const linked = block(31, "count_link_options", "Contacts by type", {
      settings: { origin_link_field: 40, count_link_field: 512, chart_format: "table" },
    });
    server.use(...dashboardHandlers([SUM, linked], calls));
    server.use(
      http.get("/api/mypageblock/31/data", ({ request }) => {
        calls.data.push(new URL(request.url));
        return HttpResponse.json({
          results: [{ def_field_list_id: 1, summary: "Call", period: null, total_items: 2 }],
        });
      }),
    );
    renderApp("/");
    await screen.findByTestId("block-sum", {}, LAZY);
    await screen.findByRole("table", { name: "Contacts by type" }, LAZY);
    const fetched = (id: number) =>
      calls.data.filter((url) => url.pathname === `/api/mypageblock/${id}/data`).length;
    const [sumBefore, linkedBefore] = [fetched(SUM.id), fetched(31)];
    act(() =>
      socket().receive("displayItem:fetch", {
        environmentId: 1000,
        defDossierId: 2040,
        dossierId: 9,
        action: "update",
        sender: { id: 77, username: "colleague" },
      }),
    );
    await waitFor(() => expect(fetched(31)).toBe(linkedBefore + 1));
    expect(fetched(SUM.id)).toBe(sumBefore);
  });

  it("lists a block's records in its own view with quick edit, and as a month calendar", async () => {
    // CRM contacts, whose bundle the quick edit draws.
    const visits = block(21, "dashboard", "Visits", {
      defDossier: ENTITY,
      settings: { view_name: "compact", inline_edit: "yes" },
    });
    const agenda = block(22, "dashboard", "Appointments", {
      defDossier: ENTITY,
      settings: { layout: "calendar", templateOptions: { date: 603 } },
    });
    const firstName = listBundle()
      .positions.flatMap((position) => position.display_items)
      .find((item) => item.view === "edit" && item.def_dossier_def_field?.name === "first_name");
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, "0")}-15`;
    const listCalls: URL[] = [];
    server.use(...dashboardHandlers([visits, agenda], calls));
    server.use(
      http.get(`/api/defdossier/${ENTITY}/bundle`, () => HttpResponse.json(listBundle())),
      http.get(`/api/defdossier/${ENTITY}`, () =>
        HttpResponse.json({ id: ENTITY, credentials: ["show", "edit"] }),
      ),
      http.get("/api/contentdossier/71", () =>
        HttpResponse.json({
          id: 71,
          content: { [String(firstName?.id)]: "Anna" },
          items: [{ id: firstName?.id, key: `f${firstName?.def_dossier_def_field?.id}` }],
        }),
      ),
      http.get("/api/contentdossier", ({ request }) => {
        listCalls.push(new URL(request.url));
        return HttpResponse.json({
          results: [
            {
              ...listedRecord(71, "Anna", "Jansen", {
                summary: "Jansen",
                content: { 901: "Jansen", 903: day },
              }),
              formatted: { 901: "Jansen", 903: "15" },
            },
          ],
          items: [
            { id: 901, key: "f601", label: "Name", type: "text", sortable: true },
            { id: 903, key: "f603", label: "Visit", type: "date", sortable: true },
          ],
          aggregations: [],
          labels: {},
          pager: { current: 1, pages: 1, items: 1, limit: 10 },
        });
      }),
    );
    renderApp("/");
    const table = await screen.findByRole("table", { name: "Visits" }, LAZY);
    const asked = listCalls.find((url) => url.searchParams.get("view") === "compact");
    expect(asked?.searchParams.get("labels")).toBe("1");

    const calendar = await screen.findByRole("region", { name: "Appointments" }, LAZY);
    await waitFor(() => expect(calendar.querySelector(".rbc-month-view")).not.toBeNull(), LAZY);
    expect(within(calendar).getByText("Jansen")).toBeInTheDocument();
    expect(within(calendar).getByRole("button", { name: "Today" })).toBeInTheDocument();

    await userEvent.click(within(table).getByRole("button", { name: "Quick edit Jansen" }));
    const dialog = await screen.findByRole("dialog", { name: "Jansen" });
    expect(await within(dialog).findByRole("textbox", { name: /First name/ })).toHaveValue("Anna");
    expect(within(dialog).getByRole("button", { name: "Save" })).toBeInTheDocument();
  });

  it("adds a block through the modal: type required, an entity unless the type needs none, then saved", async () => {
    server.use(...dashboardHandlers([SUM], calls));
    renderApp("/");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add block" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).queryByRole("tab", { name: "Block type specific" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("This is a required field")).toBeInTheDocument();
    expect(calls.posts).toEqual([]);

    const type = within(dialog).getByRole("combobox", { name: "Type" });
    await user.selectOptions(type, "count_list_options");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findAllByText("This is a required field")).toHaveLength(1);
    expect(calls.posts).toEqual([]);

    await user.selectOptions(type, "online_users");
    await user.type(within(dialog).getByRole("textbox", { name: "Title (nl_NL)" }), "Online");
    await user.click(within(dialog).getByRole("tab", { name: "Permissions" }));
    await user.click(await within(dialog).findByRole("checkbox", { name: "Care providers" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.posts).toHaveLength(1));
    expect(calls.posts[0]).toMatchObject({
      environment: 1000,
      type: "online_users",
      col: 12,
      rank: 0,
      defDossier: null,
      roles: [7],
      translations: [{ culture: "nl_NL", title: "Online" }],
      settings: { limit: 10 },
    });
    expect(await within(dialog).findByText("Item has been saved")).toBeInTheDocument();
    expect(within(dialog).getByRole("tab", { name: "Block type specific" })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByText("Item has been saved")).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  });
});
