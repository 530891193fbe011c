// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { entity, environment, platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";

const CLIENTS = 10;
const PLANS = 20;
const PLANS_LINK = 30;
const OTHER_QUERY = "00000000-0000-4000-8000-0000000000aa";

const dataField = (id: number, name: string, type: string, options: { id: number; text: string }[] = []) => ({
  id,
  name,
  def_field: { id: id + 1000, name, type },
  def_field_lists: options.map((o) => ({ id: o.id, translations: [{ culture: "en_GB", text: o.text }] })),
});

const CLIENT_FIELDS = [
  dataField(1, "name", "text"),
  dataField(2, "budget", "amount"),
  dataField(3, "born", "date"),
  dataField(4, "status", "list", [
    { id: 41, text: "Open" },
    { id: 42, text: "Closed" },
  ]),
  dataField(5, "owner", "user"),
  dataField(6, "papers", "file"),
  dataField(7, "place", "geolocation"),
  dataField(8, "colour", "checkedText"),
];
const PLAN_FIELDS = [dataField(11, "phase", "list", [{ id: 51, text: "Intake" }])];

interface Log {
  previews: { data: unknown; defDossier: number }[];
  saves: { method: string; body: Record<string, unknown> }[];
  deletes: string[];
  listSearches: string[];
  entityPatches: unknown[];
}

function serve(): Log {
  const log: Log = { previews: [], saves: [], deletes: [], listSearches: [], entityPatches: [] };
  const saved = {
    id: 77,
    uuid: "00000000-0000-4000-8000-000000000077",
    defDossier: CLIENTS,
    data: { combinators: [], include_archived: "none_archived" },
    translations: [{ culture: "en_GB", search_name: "Big clients" }],
    modified_at: "2026-11-01T10:00:00Z",
  };
  server.use(
    ...platformHandlers({
      environments: [
        environment(1000, "Zorgdossier", {
          defdossiers: [entity(CLIENTS, "Clients"), entity(PLANS, "Plans")],
        }),
      ],
    }),
    http.get("/api/defdossierdeffield", ({ request }) => {
      const entityId = Number(new URL(request.url).searchParams.get("defDossier"));
      return HttpResponse.json({ results: entityId === CLIENTS ? CLIENT_FIELDS : PLAN_FIELDS, pager: {} });
    }),
    http.get("/api/defdossierlink", ({ request }) => {
      const entityId = Number(new URL(request.url).searchParams.get("defDossier"));
      return HttpResponse.json({
        results:
          entityId === CLIENTS
            ? [{ id: PLANS_LINK, name: "plans", type_of_link: "select", child_def_dossier_id: PLANS }]
            : [],
        pager: {},
      });
    }),
    http.get("/api/dossierquery", ({ request }) => {
      const params = new URL(request.url).searchParams;
      log.listSearches.push(params.get("search") ?? "");
      const results =
        params.get("defDossier") === String(PLANS)
          ? [
              {
                id: 5,
                uuid: OTHER_QUERY,
                defDossier: PLANS,
                data: { combinators: [] },
                translations: [{ culture: "en_GB", search_name: "Late plans" }],
              },
            ]
          : params.get("defDossier") === null
            ? [saved].filter((q) =>
                (q.translations[0]?.search_name ?? "")
                  .toLowerCase()
                  .includes((params.get("search") ?? "").toLowerCase()),
              )
            : [];
      return HttpResponse.json({
        results,
        pager: { current: 1, pages: 1, items: results.length, limit: 25 },
      });
    }),
    http.get("/api/dossierquery/77", () => HttpResponse.json(saved)),
    http.get(`/api/defdossier/${CLIENTS}`, () =>
      HttpResponse.json({
        id: CLIENTS,
        settings: {
          query_settings: {
            default_query: null,
            menu_queries: [{ rank: 0, queryUuid: OTHER_QUERY, name: "Late" }],
          },
        },
      }),
    ),
    http.patch(`/api/defdossier/${CLIENTS}`, async ({ request }) => {
      log.entityPatches.push(await request.json());
      return HttpResponse.json({ id: CLIENTS });
    }),
    http.post("/api/dossierquery/preview", async ({ request }) => {
      const body = (await request.json()) as {
        data: { combinators: { fields?: unknown[] }[] };
        defDossier: number;
      };
      log.previews.push(body);
      // Fewer records the more conditions the query holds, so a change shows in the count.
      const conditions = JSON.stringify(body.data).split('"type"').length - 1;
      const count = Math.max(0, 12 - conditions * 5);
      return HttpResponse.json({
        count,
        rows: Array.from({ length: Math.min(count, 2) }, (_, i) => ({
          id: 900 + i,
          summary: `Client ${i}`,
          modified_at: "2026-11-01T10:00:00Z",
        })),
      });
    }),
    http.post("/api/dossierquery", async ({ request }) => {
      log.saves.push({ method: "POST", body: (await request.json()) as Record<string, unknown> });
      return HttpResponse.json({ id: 77, uuid: saved.uuid }, { status: 201 });
    }),
    http.patch("/api/dossierquery/77", async ({ request }) => {
      log.saves.push({ method: "PATCH", body: (await request.json()) as Record<string, unknown> });
      return HttpResponse.json(saved);
    }),
    http.delete("/api/dossierquery/:id", ({ params }) => {
      log.deletes.push(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return log;
}

beforeEach(() => {
  sessionStorage.clear();
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

/** Opens the new-query editor on Clients with one empty combinator. */
async function newQueryOnClients() {
  const user = userEvent.setup();
  const app = renderApp("/querybuilder/0");
  const entitySelect = await screen.findByRole("combobox", { name: /Entity/ });
  await waitFor(() =>
    expect(within(entitySelect).getByRole("option", { name: "Clients" })).toBeInTheDocument(),
  );
  await user.selectOptions(entitySelect, String(CLIENTS));
  await user.click(screen.getByRole("button", { name: "Add combinator" }));
  return { user, app };
}

async function addCondition(user: ReturnType<typeof userEvent.setup>, field: number, operator: string) {
  const add = screen.getAllByRole("button", { name: "Add condition" })[0] as HTMLElement;
  await waitFor(() => expect(add).toBeEnabled());
  await user.click(add);
  const fieldSelects = screen.getAllByRole("combobox", { name: "Field" });
  await user.selectOptions(fieldSelects.at(-1) as HTMLElement, String(field));
  const operators = screen.getAllByRole("combobox", { name: "Operator" });
  await user.selectOptions(operators.at(-1) as HTMLElement, operator);
}

async function saveAndRead(user: ReturnType<typeof userEvent.setup>, log: Log) {
  await user.click(screen.getByRole("button", { name: "Save" }));
  await waitFor(() => expect(log.saves).toHaveLength(1));
  return log.saves[0]?.body as { data: { combinators: Record<string, unknown>[]; include_archived: string } };
}

type User = ReturnType<typeof userEvent.setup>;
const input = (name: string) => screen.getByRole("spinbutton", { name }) as HTMLInputElement;
const typeInto = async (user: User, element: HTMLElement, text: string) => {
  await user.clear(element);
  await user.type(element, text);
};

/** Each operator of each type, the value it is given in the builder, and the condition the save sends. */
const CASES: {
  name: string;
  field: number;
  operator: string;
  fill?: (user: User) => Promise<void>;
  expected: Record<string, unknown>;
}[] = [
  {
    name: "text string_empty",
    field: 1,
    operator: "string_empty",
    expected: { id: 1, type: "string_empty" },
  },
  {
    name: "text string_is_not_empty",
    field: 1,
    operator: "string_is_not_empty",
    expected: { id: 1, type: "string_is_not_empty" },
  },
  {
    name: "text exact",
    field: 1,
    operator: "exact",
    fill: (user) => user.type(screen.getByRole("textbox", { name: "name: Value" }), "Jansen"),
    expected: { id: 1, type: "exact", value: "Jansen" },
  },
  {
    name: "text like",
    field: 1,
    operator: "like",
    fill: (user) => user.type(screen.getByRole("textbox", { name: "name: Value" }), "jan"),
    expected: { id: 1, type: "like", value: "jan" },
  },
  {
    name: "text greater (numeric)",
    field: 1,
    operator: "greater",
    fill: (user) => user.type(input("name: Value"), "10"),
    expected: { id: 1, type: "greater", value: 10 },
  },
  {
    name: "amount between",
    field: 2,
    operator: "between",
    fill: async (user) => {
      await user.type(input("budget: From"), "100");
      await user.type(input("budget: To"), "250");
    },
    expected: { id: 2, type: "between", value: [100, 250] },
  },
  {
    name: "amount lesser_or_equal",
    field: 2,
    operator: "lesser_or_equal",
    fill: (user) => user.type(input("budget: Value"), "5"),
    expected: { id: 2, type: "lesser_or_equal", value: 5 },
  },
  {
    name: "date equals a fixed day",
    field: 3,
    operator: "equals",
    fill: async (user) => {
      const date = screen.getByLabelText("born: Date", { selector: "input" });
      await user.clear(date);
      await user.type(date, "2026-03-04");
    },
    expected: { id: 3, type: "equals", value: "2026-03-04" },
  },
  {
    name: "date after a relative day (subtract 2 weeks)",
    field: 3,
    operator: "greater",
    fill: async (user) => {
      await user.selectOptions(
        screen.getByRole("combobox", { name: "born: Date: Kind of date" }),
        "relative",
      );
      await typeInto(user, input("born: Date: Amount"), "-2");
      await user.selectOptions(screen.getByRole("combobox", { name: "born: Date: Unit" }), "weeks");
    },
    expected: { id: 3, type: "greater", value: { relative: { amount: -2, unit: "weeks" } } },
  },
  {
    name: "date between, open end",
    field: 3,
    operator: "between",
    fill: async (user) => {
      await user.type(screen.getByLabelText("born: From", { selector: "input" }), "2026-01-01");
    },
    expected: { id: 3, type: "between", value: ["2026-01-01", null] },
  },
  {
    name: "date birthday_weeks",
    field: 3,
    operator: "birthday_weeks",
    fill: (user) => typeInto(user, input("born: Weeks"), "3"),
    expected: { id: 3, type: "birthday_weeks", value: 3 },
  },
  {
    name: "list equals",
    field: 4,
    operator: "equals",
    fill: (user) => user.selectOptions(screen.getByRole("combobox", { name: "status: Value" }), "42"),
    expected: { id: 4, type: "equals", value: 42 },
  },
  {
    name: "list not_equals",
    field: 4,
    operator: "not_equals",
    expected: { id: 4, type: "not_equals", value: 41 },
  },
  {
    name: "list in",
    field: 4,
    operator: "in",
    fill: async (user) => {
      const list = screen.getByRole("listbox", { name: "status: Value" }) as HTMLSelectElement;
      // As tall as its two options, not the browser's default four rows.
      expect(list.size).toBe(2);
      await user.selectOptions(list, ["41", "42"]);
    },
    expected: { id: 4, type: "in", value: [41, 42] },
  },
  {
    name: "user equals the logged-in user",
    field: 5,
    operator: "equals",
    expected: { id: 5, type: "equals", value: "current_user" },
  },
  {
    name: "user not_equals empty",
    field: 5,
    operator: "not_equals",
    fill: (user) => user.selectOptions(screen.getByRole("combobox", { name: "owner: Value" }), ""),
    expected: { id: 5, type: "not_equals", value: null },
  },
  { name: "file images", field: 6, operator: "images", expected: { id: 6, type: "images" } },
  { name: "file documents", field: 6, operator: "documents", expected: { id: 6, type: "documents" } },
  {
    name: "file spreadsheets",
    field: 6,
    operator: "spreadsheets",
    expected: { id: 6, type: "spreadsheets" },
  },
  {
    name: "system date created_at on or before",
    field: "created_at" as unknown as number,
    operator: "lesser_or_equal",
    fill: async (user) => {
      const date = screen.getByLabelText("Created at: Date", { selector: "input" });
      await user.clear(date);
      await user.type(date, "2025-12-31");
    },
    expected: { id: "created_at", type: "lesser_or_equal", value: "2025-12-31" },
  },
];

// About 30 tests of 1 to 4 s each: every one renders the whole app in jsdom and acts as a user would (typing
// without user-event's delay measured no faster).
describe("the query builder", () => {
  it("offers only the fields of the spec's types, and per type only its operators", async () => {
    serve();
    const { user } = await newQueryOnClients();
    await user.click(await screen.findByRole("button", { name: "Add condition" }));
    const fieldSelect = await screen.findByRole("combobox", { name: "Field" });
    const offered = within(fieldSelect)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(offered).toEqual(
      expect.arrayContaining([
        "name",
        "budget",
        "born",
        "status",
        "owner",
        "papers",
        "Created at",
        "Modified by",
      ]),
    );
    expect(offered).not.toContain("place");
    expect(offered).not.toContain("colour");
    const operatorsOf = async (field: string) => {
      await user.selectOptions(fieldSelect, field);
      const select = screen.getByRole("combobox", { name: "Operator" });
      return within(select)
        .getAllByRole("option")
        .map((o) => (o as HTMLOptionElement).value);
    };
    expect(await operatorsOf("4")).toEqual(["equals", "not_equals", "in"]);
    expect(await operatorsOf("5")).toEqual(["equals", "not_equals"]);
    expect(await operatorsOf("6")).toEqual(["images", "documents", "spreadsheets"]);
    expect(await operatorsOf("3")).toEqual([
      "equals",
      "greater",
      "greater_or_equal",
      "lesser",
      "lesser_or_equal",
      "between",
      "birthday_weeks",
    ]);
    expect(await operatorsOf("1")).toEqual([
      "string_empty",
      "string_is_not_empty",
      "exact",
      "like",
      "greater",
      "greater_or_equal",
      "lesser",
      "lesser_or_equal",
    ]);
  }, 60_000);

  it.each(CASES)("sends the spec's condition for $name", async ({ field, operator, fill, expected }) => {
    const log = serve();
    const { user } = await newQueryOnClients();
    await addCondition(user, field, operator);
    await fill?.(user);
    const body = await saveAndRead(user, log);
    expect(body.data.combinators).toEqual([
      { uuid: expect.any(String), combine: "AND", fields: [expected], links: [], combinators: [] },
    ]);
  });

  it("builds nested combinators and link filters (EMPTY / NOT_EMPTY, archived, other query IN / NOT_IN)", async () => {
    const log = serve();
    const { user } = await newQueryOnClients();
    await user.selectOptions(screen.getByRole("combobox", { name: "Combine" }), "OR");
    await user.click(screen.getByRole("button", { name: "Add nested combinator" }));
    await addCondition(user, 1, "like");
    await user.type(screen.getByRole("textbox", { name: "name: Value" }), "bv");
    const [, nested] = screen.getAllByRole("combobox", { name: "Combine" });
    expect(nested).toHaveValue("AND");
    // The nested combinator's own link filter: no plan in the query 'Late plans', archived ones counted too.
    const [, nestedGroup] = screen.getAllByRole("group", { name: "Combinator" });
    const addLink = within(nestedGroup as HTMLElement).getByRole("button", { name: "Add link filter" });
    await waitFor(() => expect(addLink).toBeEnabled());
    await user.click(addLink);
    await user.selectOptions(screen.getByRole("combobox", { name: "Linked records" }), "EMPTY");
    await user.selectOptions(screen.getByRole("combobox", { name: "Archived" }), "both");
    const query = screen.getByRole("combobox", { name: "Query" });
    await waitFor(() =>
      expect(within(query).getByRole("option", { name: "Late plans" })).toBeInTheDocument(),
    );
    await user.selectOptions(query, OTHER_QUERY);
    await user.selectOptions(screen.getByRole("combobox", { name: "Other query" }), "NOT_IN");
    await user.click(screen.getByRole("button", { name: "Add combinator on the linked records" }));
    // The linked records' combinator offers the linked entity's fields.
    const linkFilter = within(screen.getByRole("group", { name: "Link filter: plans" }));
    const phaseAdd = linkFilter.getByRole("button", { name: "Add condition" });
    await waitFor(() => expect(phaseAdd).toBeEnabled());
    await user.click(phaseAdd);
    expect(linkFilter.getByRole("combobox", { name: "Field" })).toHaveValue("11");
    await user.selectOptions(screen.getByRole("combobox", { name: "Archived records" }), "both");

    const body = await saveAndRead(user, log);
    expect(body.data).toEqual({
      include_archived: "both",
      combinators: [
        {
          uuid: expect.any(String),
          combine: "OR",
          fields: [],
          links: [],
          combinators: [
            {
              uuid: expect.any(String),
              combine: "AND",
              fields: [{ id: 1, type: "like", value: "bv" }],
              links: [
                {
                  id: PLANS_LINK,
                  where_empty_not_empty: "EMPTY",
                  include_archived: "both",
                  where_other_query: OTHER_QUERY,
                  where_other_type: "NOT_IN",
                  combinators: [
                    {
                      uuid: expect.any(String),
                      combine: "AND",
                      fields: [{ id: 11, type: "equals", value: 51 }],
                      links: [],
                      combinators: [],
                    },
                  ],
                },
              ],
              combinators: [],
            },
          ],
        },
      ],
    });
  }, 60_000);

  it("shows the live count of the unsaved query, asked again (debounced) after each change", async () => {
    const log = serve();
    const { user } = await newQueryOnClients();
    const count = await screen.findByTestId("query-count");
    await waitFor(() => expect(count).toHaveTextContent("12 records match"));
    expect(screen.getByRole("table", { name: "First matching records" })).toHaveTextContent("Client 0");
    const asked = log.previews.length;
    await addCondition(user, 6, "images");
    await waitFor(() => expect(count).toHaveTextContent("7 records match"));
    await user.click(screen.getByRole("button", { name: "Add condition" }));
    await waitFor(() => expect(count).toHaveTextContent("2 records match"));
    // Quick changes in a row are asked once they settle, not once each.
    expect(log.previews.length - asked).toBeLessThanOrEqual(3);
    expect(log.previews.at(-1)?.defDossier).toBe(CLIENTS);
  });

  it("creates a new query with its translations, then opens it at its new id", async () => {
    const log = serve();
    const { user, app } = await newQueryOnClients();
    await user.type(screen.getByRole("textbox", { name: "Search name (en_GB)" }), "Big clients");
    await user.type(screen.getByRole("textbox", { name: "Dashboard name (nl_NL)" }), "Grote klanten");
    const body = await saveAndRead(user, log);
    expect(log.saves[0]?.method).toBe("POST");
    expect(body).toMatchObject({
      environment: 1000,
      defDossier: CLIENTS,
      translations: expect.arrayContaining([
        { culture: "en_GB", search_name: "Big clients" },
        { culture: "nl_NL", dashboard_name: "Grote klanten" },
      ]),
    });
    await waitFor(() => expect(app.router.state.location.pathname).toBe("/querybuilder/77"));
    expect(await screen.findByRole("heading", { name: "Edit query" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Show records" })).toHaveAttribute(
      "href",
      "/defdossier/10?dossierQuery=00000000-0000-4000-8000-000000000077",
    );
  });

  it("edits a saved query with PATCH, under Dashboard > Queries > Edit, and explains itself on Info", async () => {
    const log = serve();
    const user = userEvent.setup();
    renderApp("/querybuilder/77");
    const crumbs = await screen.findByRole("navigation", { name: "Breadcrumb" });
    expect(
      within(crumbs)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Dashboard", "Queries", "Edit"]);
    expect(await screen.findByRole("textbox", { name: "Search name (en_GB)" })).toHaveValue("Big clients");
    await user.click(screen.getByRole("button", { name: "Info" }));
    expect(screen.getByText(/A record matches when every top-level combinator holds/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add combinator" }));
    await saveAndRead(user, log);
    expect(log.saves[0]?.method).toBe("PATCH");
  });

  it("makes a saved query its entity's default query and puts it in the menu (query_settings)", async () => {
    const log = serve();
    const user = userEvent.setup();
    renderApp("/querybuilder/77");
    const asDefault = await screen.findByRole("checkbox", { name: "Default query of the entity's list" });
    await waitFor(() => expect(asDefault).toBeEnabled());
    await user.click(asDefault);
    await waitFor(() => expect(log.entityPatches).toHaveLength(1));
    expect(log.entityPatches[0]).toEqual({
      settings: {
        query_settings: {
          default_query: "00000000-0000-4000-8000-000000000077",
          menu_queries: [{ rank: 0, queryUuid: OTHER_QUERY, name: "Late" }],
        },
      },
    });
    const inMenu = screen.getByRole("checkbox", { name: "Show in the menu under the entity" });
    await waitFor(() => expect(inMenu).toBeEnabled());
    await user.click(inMenu);
    await waitFor(() => expect(log.entityPatches).toHaveLength(2));
    expect(log.entityPatches[1]).toMatchObject({
      settings: {
        query_settings: {
          menu_queries: [
            { rank: 0, queryUuid: OTHER_QUERY, name: "Late" },
            { rank: 1, queryUuid: "00000000-0000-4000-8000-000000000077", name: "Big clients" },
          ],
        },
      },
    });
  });

  it("starts a new query on the entity the designer's Add names", async () => {
    const log = serve();
    renderApp(`/querybuilder/0?defDossier=${CLIENTS}`);
    const entitySelect = await screen.findByRole("combobox", { name: /Entity/ });
    await waitFor(() => expect(entitySelect).toHaveValue(String(CLIENTS)));
    await waitFor(() => expect(log.previews.at(-1)?.defDossier).toBe(CLIENTS));
  });

  it("asks for the entity before a save", async () => {
    const log = serve();
    const user = userEvent.setup();
    renderApp("/querybuilder/0");
    await user.click(await screen.findByRole("button", { name: "Save" }));
    expect(await screen.findByText("This is a required field")).toBeInTheDocument();
    expect(log.saves).toHaveLength(0);
  });
});

describe("the list of queries", () => {
  it("searches, opens, makes new and deletes after asking", async () => {
    const log = serve();
    const user = userEvent.setup();
    const app = renderApp("/querybuilder");
    expect(await screen.findByRole("link", { name: "Big clients" })).toHaveAttribute(
      "href",
      "/querybuilder/77",
    );
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "nothing like it");
    // The search is debounced: a slow machine may also send part of what was typed first.
    await waitFor(() => expect(log.listSearches).toContain("nothing like it"));
    await waitFor(() => expect(screen.queryByRole("link", { name: "Big clients" })).toBeNull());
    await user.clear(screen.getByRole("searchbox", { name: "Search" }));
    await user.click(await screen.findByRole("button", { name: "Delete Big clients" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(log.deletes).toEqual(["77"]));
    await user.click(screen.getByRole("link", { name: "New query" }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe("/querybuilder/0"));
  });
});
