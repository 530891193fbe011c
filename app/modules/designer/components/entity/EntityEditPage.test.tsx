// @vitest-environment jsdom
import "../../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import type { Bundle } from "../../../../../schemas";
import { environment, LOCALES, me, platformHandlers } from "../../../../testing/platformHandlers";
import { renderApp } from "../../../../testing/renderApp";
import { server } from "../../../../testing/server";
import { tokenFor } from "../../../../testing/tokenFor";
import { currentEnvironment } from "../../../environment/state/currentEnvironment";
import { tokenStore } from "../../../session/state/tokenStore";
import { ROLES } from "../../testing/designerBundle";
import { TICKET_ITEM, ticketBundle } from "../../testing/ticketBundle";

type Body = Record<string, unknown>;

/** Pages appear slowly when the machine is busy. */
const SLOW = { timeout: 30_000 };

/** Items of the ticket entity's other views that the view settings offer. */
const ITEM = { statusSearch: 421, dueSearch: 422, statusList: 431, dueList: 432, dueEdit: 403 } as const;

function placed(id: number, view: string, label: string, type: string) {
  return {
    id,
    view,
    rank: id,
    col: 1,
    colspan: 6,
    rowspan: 1,
    translations: [{ culture: "en_GB", name: label }],
    settings: {},
    def_dossier_def_field: { id: id + 1000, name: label, def_field: { id: id + 2000, type, settings: {} } },
    def_dossier_link: null,
  };
}

/** The ticket entity's link to its tasks (entity 20), placed in its edit view. */
const TASKS_LINK = {
  id: 440,
  view: "edit",
  rank: 9,
  col: 1,
  colspan: 12,
  rowspan: 1,
  translations: [{ culture: "en_GB", name: "Tasks" }],
  settings: {},
  def_dossier_def_field: null,
  def_dossier_link: { id: 90, name: "tasks", type_of_link: "embeddedList", child_def_dossier_id: 20 },
};

/** The task entity: a start date and a progress amount in its edit view. */
function taskBundle(): Bundle {
  const base = ticketBundle();
  return {
    ...base,
    entity: { ...base.entity, id: 20 },
    positions: [
      {
        ...(base.positions[0] as Bundle["positions"][number]),
        display_items: [placed(501, "edit", "Starts", "date"), placed(502, "edit", "Progress", "amount")],
      } as Bundle["positions"][number],
    ],
  };
}

function bundle(): Bundle {
  const base = ticketBundle();
  const position = base.positions[0] as Bundle["positions"][number];
  return {
    ...base,
    custom_views: [{ id: 5, viewName: "board" }],
    positions: [
      {
        ...position,
        display_items: [
          ...position.display_items,
          placed(ITEM.dueEdit, "edit", "Due date", "date"),
          placed(ITEM.statusSearch, "search", "Status", "list"),
          placed(ITEM.dueSearch, "search", "Due date", "date"),
          placed(ITEM.statusList, "list", "Status", "list"),
          placed(ITEM.dueList, "list", "Due date", "date"),
          TASKS_LINK,
        ],
      } as Bundle["positions"][number],
    ],
  };
}

const ENTITY = {
  id: 10,
  uuid: "00000000-0000-4000-8000-000000000010",
  name: "ticket",
  type: "main",
  rank: 2,
  environment: 1000,
  archiveable: false,
  translations: [{ culture: "en_GB", name_singular: "Ticket", name_plural: "Tickets" }],
  visibility_roles: [8],
  settings: { add_continue: true, kanban_search_field: ITEM.statusSearch, calendar_default: "week" },
};

interface Calls {
  posts: Body[];
  patches: { id: string; body: Body }[];
}

function handlers(calls: Calls, patchAnswer?: () => Response) {
  return [
    ...platformHandlers({
      environments: [environment(1000, "Zorgdossier", { locales: LOCALES.slice(0, 2) })],
    }),
    http.get("/api/role", () =>
      HttpResponse.json({ results: ROLES, pager: { current: 1, pages: 1, items: 2, limit: 200 } }),
    ),
    http.get("/api/defdossier/:id/bundle", ({ params }) =>
      HttpResponse.json(params.id === "20" ? taskBundle() : bundle()),
    ),
    http.get("/api/defdossier/:id", () => HttpResponse.json(ENTITY)),
    http.post("/api/defdossier", async ({ request }) => {
      calls.posts.push((await request.json()) as Body);
      return HttpResponse.json({ id: 77, uuid: "00000000-0000-4000-8000-000000000077" }, { status: 201 });
    }),
    http.patch("/api/defdossier/:id", async ({ params, request }) => {
      calls.patches.push({ id: String(params.id), body: (await request.json()) as Body });
      return patchAnswer ? patchAnswer() : HttpResponse.json(ENTITY);
    }),
  ];
}

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

async function fill(name: string | RegExp, value: string) {
  const input = screen.getByRole("textbox", { name });
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

const optionsOf = (name: string) =>
  within(screen.getByRole("combobox", { name }))
    .getAllByRole("option")
    .map((option) => option.textContent);

describe("/defdossier/edit/0", () => {
  it("checks the names, creates the entity with POST /defdossier and opens its field designer", async () => {
    const calls: Calls = { posts: [], patches: [] };
    server.use(...handlers(calls));
    const { router } = renderApp("/defdossier/edit/0");
    await screen.findByRole("heading", { name: "New entity" }, SLOW);
    // A new entity has no items yet: no view settings.
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Generic", "Layout"]);

    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getAllByText("This is a required field")).toHaveLength(2);
    expect(screen.getByRole("textbox", { name: /^Name \(Nederlands\)/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(screen.getByRole("textbox", { name: /^Plural name \(Nederlands\)/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(await screen.findByText("Not all fields are (correctly) filled in.")).toBeInTheDocument();

    await fill(/^Name \(Nederlands\)/, "Klant");
    await fill(/^Plural name \(Nederlands\)/, "Klanten");
    // One name in a language needs the other.
    await fill(/^Name \(English\)/, "Customer");
    expect(screen.getAllByText("This is a required field")).toHaveLength(1);
    expect(screen.getByRole("textbox", { name: /^Plural name \(English\)/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await fill(/^Plural name \(English\)/, "Customers");
    const rank = screen.getByRole("spinbutton", { name: "Rank" });
    await userEvent.type(rank, "-1");
    expect(screen.getByText("This value is not valid")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(calls.posts).toEqual([]);
    await userEvent.clear(rank);
    await userEvent.type(rank, "3");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: /Type/ }), "hidden");
    await userEvent.click(screen.getByRole("checkbox", { name: "Records can be archived" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "List records only after a search" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Managers" }));

    await userEvent.click(screen.getByRole("tab", { name: "Layout" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Offer 'Add and continue'" }));
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Detail layout" }), "vertical");
    expect(optionsOf("Sidebar view")).toEqual(["None", "Show"]);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Sidebar view" }), "show");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(calls.posts).toHaveLength(1));
    expect(calls.posts[0]).toEqual({
      environment: 1000,
      type: "hidden",
      rank: 3,
      archiveable: true,
      disable_immediate_search: true,
      visibility_roles: [7],
      translations: [
        { culture: "nl_NL", name_singular: "Klant", name_plural: "Klanten" },
        { culture: "en_GB", name_singular: "Customer", name_plural: "Customers" },
      ],
      settings: { add_continue: true, detail_layout: "vertical", layout_sidebar: "show", hiddenfields: [] },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/fieldeditor/77"), SLOW);
  }, 90_000);

  it("is for admins only", async () => {
    // The first handler for a path answers: this user instead of the admin.
    server.use(
      ...platformHandlers({
        user: me({
          super_admin: false,
          roles: ["ROLE_USER"],
          environments: [
            {
              id: 1000,
              name: "Zorgdossier",
              active: true,
              environment_admin: false,
              roles: [8],
              credentials: [],
            },
          ],
        }),
      }),
      ...handlers({ posts: [], patches: [] }),
    );
    renderApp("/defdossier/edit/0");
    expect(await screen.findByText("You do not have permission to view this", {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  }, 60_000);
});

describe("/defdossier/edit/{id}", () => {
  it("shows the saved entity and sends its changes with PATCH /defdossier/{id}", async () => {
    const calls: Calls = { posts: [], patches: [] };
    server.use(...handlers(calls));
    renderApp("/defdossier/edit/10");
    await screen.findByRole("heading", { name: "Edit entity: Tickets" }, SLOW);
    expect(screen.getByRole("textbox", { name: /^Name \(English\)/ })).toHaveValue("Ticket");
    expect(screen.getByRole("textbox", { name: /^Name \(Nederlands\)/ })).toHaveValue("");
    expect(screen.getByRole("checkbox", { name: "Clerks" })).toBeChecked();
    await fill(/^Plural name \(English\)/, "All tickets");

    await userEvent.click(screen.getByRole("tab", { name: "Layout" }));
    expect(screen.getByRole("checkbox", { name: "Offer 'Add and continue'" })).toBeChecked();
    expect(optionsOf("Sidebar view")).toEqual(["None", "Show", "board"]);
    // Hidden fields: the edit view's fields.
    await userEvent.click(screen.getByRole("checkbox", { name: "Reason" }));

    await userEvent.click(screen.getByRole("tab", { name: "Views" }));
    const kanbanSearch = screen.getByRole("combobox", { name: "Kanban search field" });
    expect(kanbanSearch).toHaveValue(String(ITEM.statusSearch));
    // Each setting offers the items of its view and type.
    expect(optionsOf("Kanban list field")).toEqual(["None", "Status"]);
    expect(optionsOf("Timeline date field")).toEqual(["None", "Due date"]);
    expect(optionsOf("Calendar start date edit field")).toEqual(["None", "Due date"]);
    expect(optionsOf("Kanban custom view")).toEqual(["None", "board"]);
    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: "Kanban list field" }),
      String(ITEM.statusList),
    );
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Kanban custom view" }), "board");
    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: "Timeline date field" }),
      String(ITEM.dueList),
    );
    expect(screen.getByRole("combobox", { name: "Default calendar view" })).toHaveValue("week");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Default calendar view" }), "month");
    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: "Calendar date search field" }),
      String(ITEM.dueSearch),
    );
    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: "Calendar start date edit field" }),
      String(ITEM.dueEdit),
    );
    // The Gantt's task settings offer the items of the entity the task link leads to.
    expect(optionsOf("Task start field")).toEqual(["None"]);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Gantt task link" }), "90");
    await waitFor(() => expect(optionsOf("Task start field")).toEqual(["None", "Starts"]));
    expect(optionsOf("Task progress field")).toEqual(["None", "Progress"]);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Task start field" }), "501");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(calls.patches).toHaveLength(1));
    expect(calls.patches[0]).toEqual({
      id: "10",
      body: {
        type: "main",
        rank: 2,
        archiveable: false,
        disable_immediate_search: false,
        visibility_roles: [8],
        translations: [{ culture: "en_GB", name_singular: "Ticket", name_plural: "All tickets" }],
        settings: {
          add_continue: true,
          detail_layout: "default",
          layout_sidebar: null,
          hiddenfields: [TICKET_ITEM.reason],
          kanban_search_field: ITEM.statusSearch,
          kanban_list_field: ITEM.statusList,
          kanban_custom_view: "board",
          calendar_default: "month",
          calendar_date_field: ITEM.dueSearch,
          calendar_date_list_field: null,
          calendar_date_list_field_end: null,
          calendar_edit_start: ITEM.dueEdit,
          calendar_edit_end: null,
          calendar_custom_view: null,
          timeline_field: ITEM.dueList,
          timeline_desc_field: null,
          timeline_custom_view: null,
          gantt_task_link: 90,
          gantt_project_start: null,
          gantt_project_end: null,
          gantt_project_progress: null,
          gantt_task_start: 501,
          gantt_task_end: null,
          gantt_task_progress: null,
          gantt_tags: null,
          gantt_task_resource: null,
        },
      },
    });
    expect(await screen.findByText("Item has been saved")).toBeInTheDocument();
  }, 90_000);

  it("is reached from the field designer's Entity settings", async () => {
    server.use(...handlers({ posts: [], patches: [] }));
    const { router } = renderApp("/fieldeditor/10");
    await screen.findByRole("heading", { name: "Field designer: Tickets" }, SLOW);
    await userEvent.click(screen.getByRole("link", { name: "Entity settings" }));
    await screen.findByRole("heading", { name: "Edit entity: Tickets" }, SLOW);
    expect(router.state.location.pathname).toBe("/defdossier/edit/10");
  }, 60_000);

  it("shows a 400 answer's errors on their fields and tabs", async () => {
    const calls: Calls = { posts: [], patches: [] };
    server.use(
      ...handlers(calls, () =>
        HttpResponse.json(
          { errors: { "settings.kanban_search_field": "This value is not valid" } },
          { status: 400 },
        ),
      ),
    );
    renderApp("/defdossier/edit/10");
    await screen.findByRole("heading", { name: "Edit entity: Tickets" }, SLOW);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.patches).toHaveLength(1));
    expect(await screen.findByRole("tab", { name: /Views/ })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("combobox", { name: "Kanban search field" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(screen.getByText("This value is not valid")).toBeInTheDocument();
  }, 60_000);
});
