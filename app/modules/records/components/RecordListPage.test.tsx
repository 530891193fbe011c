// @vitest-environment jsdom
import "../../../testing/setup";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";
import { ENTITY, ITEMS, listBundle, listedRecord, listHandlers } from "../testing/listHandlers";

const PATH = `/defdossier/${ENTITY}`;
const table = () => screen.findByRole("table", { name: "Contacts" });
const rows = () => screen.getAllByRole("row").filter((row) => row.hasAttribute("data-record-id"));

beforeEach(() => {
  sessionStorage.clear();
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

/** The field key (f + data field id) of a display item of the contact bundle. */
function keyOf(itemId: number): string {
  const item = listBundle()
    .positions.flatMap((position) => position.display_items)
    .find((entry) => entry.id === itemId);
  return item?.def_dossier_link ? `l${item.def_dossier_link.id}` : `f${item?.def_dossier_def_field?.id}`;
}

function serve(options: Parameters<typeof listHandlers>[0] = {}) {
  const { handlers, log } = listHandlers(options);
  server.use(...platformHandlers(), ...handlers);
  return log;
}

describe("/defdossier/{id}", () => {
  it("shows a column per list item with values formatted through the widgets, and the labels of links", async () => {
    serve({ records: [listedRecord(1, "Anna", "Jansen", { subscribed: true, archived: true })] });
    renderApp(PATH);
    const grid = await table();
    const headers = within(grid)
      .getAllByRole("columnheader")
      .map((th) => th.textContent?.replace(/[▲▼↕]/g, ""));
    expect(headers).toEqual(expect.arrayContaining(["First name", "Last name", "Company"]));
    const [row] = rows();
    expect(row).toHaveTextContent("Anna");
    expect(row).toHaveTextContent("Acme");
    expect(row).toHaveAttribute("data-archived");
    expect(within(row as HTMLElement).getByRole("img", { name: "Subscribed" })).toBeInTheDocument();
    expect(
      within(row as HTMLElement).getByRole("checkbox", { name: "Select Anna Jansen" }),
    ).toBeInTheDocument();
  });

  it("sorts a sortable column none -> ASC -> DESC, clears it, and offers no sorting on others", async () => {
    const log = serve();
    renderApp(PATH);
    await table();
    const sortBy = () => screen.getByRole("button", { name: "Sort by First name" });
    const last = () => log.requests.at(-1) as URLSearchParams;
    expect(last().getAll("sort[]")).toEqual([]);

    await userEvent.click(sortBy());
    await waitFor(() => expect(last().getAll("sort[]")).toEqual([String(ITEMS.firstName)]));
    expect(last().getAll("sortOrder[]")).toEqual(["ASC"]);
    expect(sortBy().closest("th")).toHaveAttribute("aria-sort", "ascending");

    await userEvent.click(sortBy());
    await waitFor(() => expect(last().getAll("sortOrder[]")).toEqual(["DESC"]));
    expect(sortBy().closest("th")).toHaveAttribute("aria-sort", "descending");

    await userEvent.click(screen.getByRole("button", { name: "Clear sorting" }));
    // The unsorted first page is cached: it shows again, unsorted, without asking the server.
    await waitFor(() => expect(sortBy().closest("th")).toHaveAttribute("aria-sort", "none"));
    expect(screen.queryByRole("button", { name: "Clear sorting" })).not.toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(`docket.list.${ENTITY}`) ?? "{}").sort).toBeNull();
    // A textarea column is not sortable: its header is plain text.
    expect(screen.getByRole("columnheader", { name: "Job title" })).not.toHaveAttribute("aria-sort");
    expect(screen.queryByRole("button", { name: "Sort by Job title" })).not.toBeInTheDocument();
  });

  it("pages with the pager, changes the page size, and keeps the state per entity in session storage", async () => {
    const records = Array.from({ length: 50 }, (_, i) => listedRecord(i + 1, `First ${i + 1}`, "Last"));
    const log = serve({ records, items: 120 });
    const first = renderApp(PATH);
    await table();
    expect(log.requests.at(-1)?.get("limit")).toBe("50");
    const pager = screen.getByRole("navigation", { name: "Pages" });
    await userEvent.click(within(pager).getByRole("button", { name: "Page 3" }));
    await waitFor(() => expect(log.requests.at(-1)?.get("page")).toBe("3"));

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Items per page" }), "20");
    await waitFor(() => expect(log.requests.at(-1)?.get("limit")).toBe("20"));
    expect(log.requests.at(-1)?.get("page")).toBe("1");
    await userEvent.click(within(pager).getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(log.requests.at(-1)?.get("page")).toBe("2"));
    expect(JSON.parse(sessionStorage.getItem(`docket.list.${ENTITY}`) ?? "{}")).toMatchObject({
      limit: 20,
      page: 2,
    });

    first.unmount();
    renderApp(PATH);
    await table();
    await waitFor(() => expect(log.requests.at(-1)?.get("limit")).toBe("20"));
    expect(log.requests.at(-1)?.get("page")).toBe("2");
    expect(screen.getByRole("combobox", { name: "Items per page" })).toHaveValue("20");
  });

  it("forgets the saved state when the user leaves the record pages", async () => {
    serve({ records: [listedRecord(1, "Anna", "Jansen")], items: 120 });
    const { router } = renderApp(PATH);
    await table();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Items per page" }), "20");
    await waitFor(() => expect(sessionStorage.getItem(`docket.list.${ENTITY}`)).toContain('"limit":20'));
    await router.navigate({ to: "/contentdossier/$id", params: { id: "1" } });
    expect(sessionStorage.getItem(`docket.list.${ENTITY}`)).toContain('"limit":20');
    await router.navigate({ to: "/environment" });
    await waitFor(() => expect(sessionStorage.getItem(`docket.list.${ENTITY}`)).toBeNull());
  });

  it("shows the last page when the saved page lies beyond it", async () => {
    sessionStorage.setItem(`docket.list.${ENTITY}`, JSON.stringify({ limit: 10, page: 9 }));
    const log = serve({ records: [listedRecord(1, "Anna", "Jansen")], items: 25 });
    renderApp(PATH);
    await table();
    await waitFor(() => expect(log.requests.at(-1)?.get("page")).toBe("3"));
  });

  it("falls back to 50 for a saved page size the list does not offer", async () => {
    sessionStorage.setItem(`docket.list.${ENTITY}`, JSON.stringify({ limit: 33, page: 1 }));
    const log = serve({ records: [listedRecord(1, "Anna", "Jansen")], items: 120 });
    renderApp(PATH);
    await table();
    expect(log.requests.at(-1)?.get("limit")).toBe("50");
    expect(screen.getByRole("combobox", { name: "Items per page" })).toHaveValue("50");
  });

  it("hides the page-size selector when there is one page of 10 or fewer items", async () => {
    serve();
    renderApp(PATH);
    await table();
    expect(screen.queryByRole("combobox", { name: "Items per page" })).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Pages" })).not.toBeInTheDocument();
  });

  it("sends the search filters as the server's per-field parameters, the archive choice, and resets them", async () => {
    const log = serve();
    renderApp(PATH);
    await table();
    const panel = screen.getByRole("region", { name: "Search" });
    const input = within(panel).getAllByRole("searchbox")[0] as HTMLElement;
    fireEvent.change(input, { target: { value: "Ann" } });
    await userEvent.click(within(panel).getByRole("button", { name: "Search" }));
    await waitFor(() => expect(log.requests.at(-1)?.get(String(ITEMS.searchFirstName))).toBe("Ann"));
    expect(log.requests.at(-1)?.get(`${ITEMS.searchFirstName}_type`)).toBe("like");

    await userEvent.selectOptions(within(panel).getByRole("combobox", { name: "Archive" }), "both");
    await waitFor(() => expect(log.requests.at(-1)?.get("archived")).toBe("both"));
    expect(log.requests.at(-1)?.get(String(ITEMS.searchFirstName))).toBe("Ann");
    expect(JSON.parse(sessionStorage.getItem(`docket.list.${ENTITY}`) ?? "{}")).toMatchObject({
      archived: "both",
      search: { [ITEMS.searchFirstName]: { value: "Ann" } },
    });

    await userEvent.click(within(panel).getByRole("button", { name: "Reset" }));
    // The unfiltered list was asked for first and is cached: it shows again at once.
    await waitFor(() => expect(within(panel).getByRole("combobox", { name: "Archive" })).toHaveValue(""));
    expect((within(panel).getAllByRole("searchbox")[0] as HTMLInputElement).value).toBe("");
    expect(JSON.parse(sessionStorage.getItem(`docket.list.${ENTITY}`) ?? "{}")).toMatchObject({
      archived: "",
      search: {},
    });
  });

  it("searches at once on Enter in a search field", async () => {
    const log = serve();
    renderApp(PATH);
    await table();
    const panel = screen.getByRole("region", { name: "Search" });
    const input = within(panel).getAllByRole("searchbox")[0] as HTMLElement;
    const asked = log.requests.length;
    await userEvent.type(input, "Ann{Enter}");
    await waitFor(() => expect(log.requests.at(-1)?.get(String(ITEMS.searchFirstName))).toBe("Ann"));
    // One search for the Enter, not one per key typed.
    expect(
      log.requests.slice(asked).filter((request) => request.has(String(ITEMS.searchFirstName))),
    ).toHaveLength(1);
  });

  it("sends advanced-search filters once the advanced section is open", async () => {
    const log = serve();
    renderApp(PATH);
    await table();
    const panel = screen.getByRole("region", { name: "Search" });
    await userEvent.click(within(panel).getByRole("button", { name: "Advanced search" }));
    expect(within(panel).getByRole("button", { name: "Hide advanced search" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    const newsletter = await within(panel).findAllByRole("checkbox");
    await userEvent.click(newsletter[0] as HTMLElement);
    await userEvent.click(within(panel).getByRole("button", { name: "Search" }));
    await waitFor(() => expect(log.requests.at(-1)?.getAll(`${ITEMS.advancedNewsletter}[]`).length).toBe(1));
  });

  it("says 'Select dossiers first' for a bulk action without a selection", async () => {
    const log = serve();
    renderApp(PATH);
    await table();
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Select dossiers first");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(log.deleted).toEqual([]);
  });

  it("deletes the selected records one call each, after the confirmation", async () => {
    const log = serve();
    renderApp(PATH);
    await table();
    await userEvent.click(screen.getByRole("checkbox", { name: "Select Anna Jansen" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Select Bob Smit" }));
    const toolbar = screen.getByRole("toolbar", { name: "Bulk actions" });
    await userEvent.click(within(toolbar).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Are you sure you want to delete 2 items?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(log.deleted).toEqual([]);

    await userEvent.click(within(toolbar).getByRole("button", { name: "Delete" }));
    const again = await screen.findByRole("alertdialog");
    const before = log.requests.length;
    await userEvent.click(within(again).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(log.deleted.sort()).toEqual([1, 2]));
    await waitFor(() => expect(log.requests.length).toBeGreaterThan(before));
  });

  it("keeps the delete dialog open with the error when a record cannot be deleted", async () => {
    const log = serve({ undeletable: [2] });
    renderApp(PATH);
    await table();
    await userEvent.click(screen.getByRole("checkbox", { name: "Select all" }));
    const toolbar = screen.getByRole("toolbar", { name: "Bulk actions" });
    await userEvent.click(within(toolbar).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(dialog).toHaveTextContent("Something went wrong"));
    expect(log.deleted).toEqual([1]);
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });

  it("archives the selection after 'confirm_archive' and hides delete without the permission", async () => {
    const log = serve({ credentials: ["show", "archive"] });
    renderApp(PATH);
    await table();
    expect(screen.queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "New" })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("checkbox", { name: "Select Anna Jansen" }));
    // By keyboard: open the menu, type ahead to Archive, choose it with Enter.
    screen.getByRole("button", { name: "More actions" }).focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("menuitem", { name: "Archive" });
    await user.keyboard("a");
    await waitFor(() =>
      expect(screen.getByRole("menuitem", { name: "Archive" })).toHaveAttribute("data-highlighted"),
    );
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Are you sure you want to archive the selected items?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Archive" }));
    await waitFor(() => expect(log.archived).toEqual([1]));
  });

  it("says 'No items found' for an empty list", async () => {
    serve({ records: [] });
    renderApp(PATH);
    expect(await screen.findByText("No items found")).toBeInTheDocument();
  });

  it("says 'Something went wrong' with Retry when the list fails", async () => {
    const log = serve({ listStatus: 500 });
    renderApp(PATH);
    // A 500 is retried twice (1 s and 2 s apart) before the page gives up.
    const retry = await screen.findByRole("button", { name: "Retry" }, { timeout: 20_000 });
    expect(retry.closest("[role=alert]")).toHaveTextContent("Something went wrong");
    const before = log.requests.length;
    await userEvent.click(retry);
    await waitFor(() => expect(log.requests.length).toBe(before + 1));
  });

  it("lists nothing for an entity with disable_immediate_search until the user searches", async () => {
    const log = serve();
    server.use(
      http.get(`/api/defdossier/${ENTITY}/bundle`, () =>
        HttpResponse.json({
          ...listBundle(),
          entity: { ...listBundle().entity, disable_immediate_search: true },
        }),
      ),
    );
    renderApp(PATH);
    expect(await screen.findByText("First enter some search parameters")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(log.requests).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await table();
    expect(log.requests).toHaveLength(1);
    expect(screen.queryByText("First enter some search parameters")).not.toBeInTheDocument();
  });

  it("adds the subscription-expired notice on HTTP 402", async () => {
    serve({ listStatus: 402 });
    renderApp(PATH);
    expect(await screen.findByText("Your subscription has expired")).toBeInTheDocument();
  });

  it("subscribes to every selected record, one call each, chosen by keyboard", async () => {
    const log = serve();
    renderApp(PATH);
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole("checkbox", { name: "Select all" }));
    screen.getByRole("button", { name: "More actions" }).focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("menuitem", { name: "Subscription" });
    // Opened by keyboard, the menu highlights its first item.
    await waitFor(() =>
      expect(screen.getByRole("menuitem", { name: "Subscription" })).toHaveAttribute("data-highlighted"),
    );
    await user.keyboard("{Enter}");
    await waitFor(() => expect(log.subscribed.sort()).toEqual([1, 2]));
  });

  describe("the More actions that run at once", () => {
    /** The bulk calls the list handlers do not answer: dearchive, unsubscribe and favourite, by record id. */
    function serveBulk(records = [listedRecord(1, "Anna", "Jansen"), listedRecord(2, "Bob", "Smit")]) {
      const calls: string[] = [];
      const log = serve({ records });
      server.use(
        http.get("/api/contentdossier/:id/dearchive", ({ params }) => {
          calls.push(`dearchive ${params.id}`);
          return HttpResponse.json({ id: Number(params.id), archived: false, records: [] });
        }),
        http.get("/api/contentdossier/:id/unsubscribe", ({ params }) => {
          calls.push(`unsubscribe ${params.id}`);
          return HttpResponse.json({ result: false });
        }),
        http.post("/api/dossier/:id/favorite", ({ params }) => {
          calls.push(`favorite ${params.id}`);
          return HttpResponse.json({ id: 1 }, { status: 201 });
        }),
      );
      return { calls, log };
    }
    /** Chooses a More actions item by keyboard, as the other bulk tests do: arrows to it, then Enter. */
    const choose = async (action: string) => {
      const user = userEvent.setup();
      screen.getByRole("button", { name: "More actions" }).focus();
      await user.keyboard("{Enter}");
      const item = await screen.findByRole("menuitem", { name: action });
      for (let step = 0; step < 10 && !item.hasAttribute("data-highlighted"); step += 1)
        await user.keyboard("{ArrowDown}");
      expect(item).toHaveAttribute("data-highlighted");
      await user.keyboard("{Enter}");
    };

    it("dearchives the archived selection without asking, and offers Dearchive only for it", async () => {
      const { calls, log } = serveBulk([
        listedRecord(1, "Anna", "Jansen", { archived: true }),
        listedRecord(2, "Bob", "Smit"),
      ]);
      renderApp(PATH);
      await table();
      await userEvent.click(screen.getByRole("checkbox", { name: "Select Bob Smit" }));
      await userEvent.click(screen.getByRole("button", { name: "More actions" }));
      await screen.findByRole("menuitem", { name: "Archive" });
      expect(screen.queryByRole("menuitem", { name: "Dearchive" })).not.toBeInTheDocument();
      await userEvent.keyboard("{Escape}");
      await userEvent.click(screen.getByRole("checkbox", { name: "Select Bob Smit" }));

      await userEvent.click(screen.getByRole("checkbox", { name: "Select Anna Jansen" }));
      const before = log.requests.length;
      await choose("Dearchive");
      await waitFor(() => expect(calls).toEqual(["dearchive 1"]));
      expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
      await waitFor(() => expect(log.requests.length).toBeGreaterThan(before));
    });

    it("marks every selected record a favourite, one POST /dossier/{id}/favorite each", async () => {
      const { calls } = serveBulk();
      renderApp(PATH);
      await table();
      await userEvent.click(screen.getByRole("checkbox", { name: "Select all" }));
      await choose("Favorite");
      await waitFor(() => expect(calls.sort()).toEqual(["favorite 1", "favorite 2"]));
    });

    it("stops the subscription of every selected record, one unsubscribe call each", async () => {
      const { calls, log } = serveBulk();
      renderApp(PATH);
      await table();
      await userEvent.click(screen.getByRole("checkbox", { name: "Select all" }));
      await choose("Stop subscription");
      await waitFor(() => expect(calls.sort()).toEqual(["unsubscribe 1", "unsubscribe 2"]));
      expect(log.subscribed).toEqual([]);
    });
  });

  it("opens a record with Enter on its focused row", async () => {
    serve();
    const { router } = renderApp(PATH);
    await table();
    const row = rows()[0] as HTMLElement;
    row.focus();
    fireEvent.keyDown(row, { key: "Enter" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/contentdossier/1"));
  });

  it("opens a record on a row click, and in a new window on a ctrl-click", async () => {
    serve();
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    const { router } = renderApp(PATH);
    await table();
    fireEvent.click(rows()[0] as HTMLElement, { ctrlKey: true });
    expect(open).toHaveBeenCalledWith("/contentdossier/1", "_blank");
    fireEvent.click(rows()[1] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe("/contentdossier/2"));
    open.mockRestore();
  });

  it("does not open the row when a link inside it is clicked", async () => {
    serve();
    const { router } = renderApp(PATH);
    await table();
    const cell = within(rows()[0] as HTMLElement).getByText("Acme");
    const link = cell.closest("a") as HTMLAnchorElement;
    expect(link).not.toBeNull();
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe(PATH);
  });

  it("shows admins the aggregate row and sends the chosen function", async () => {
    const log = serve({ admin: true });
    renderApp(PATH);
    await table();
    // Text columns offer none; of the CRM contact's list columns the company link offers 'unique'.
    const select = screen.getByRole("combobox", { name: "Aggregate of Company" });
    await userEvent.selectOptions(select, "unique");
    await waitFor(() => expect(log.requests.at(-1)?.get(`${ITEMS.company}_aggregate`)).toBe("unique"));
    expect(await screen.findByText("42")).toBeInTheDocument();
  });

  it("shows no aggregate row to other users", async () => {
    serve();
    renderApp(PATH);
    await table();
    expect(screen.queryByRole("combobox", { name: "Aggregate of Company" })).not.toBeInTheDocument();
  });

  it("edits a record in the quick edit modal and saves it with PUT", async () => {
    serve();
    const edit = listBundle()
      .positions.flatMap((position) => position.display_items)
      .filter((item) => item.view === "edit");
    const itemOf = (name: string) =>
      edit.find((item) => (item.def_dossier_def_field?.name ?? item.def_dossier_link?.name) === name);
    const idOf = (name: string) => itemOf(name)?.id as number;
    const firstName = idOf("first_name");
    const lastName = idOf("last_name");
    const no = itemOf("newsletter")?.def_dossier_def_field?.def_field_lists?.at(-1)?.id;
    const content = {
      [firstName]: "Anna",
      [lastName]: "Jansen",
      [idOf("email")]: "anna@example.test",
      [idOf("company")]: [900],
      [idOf("newsletter")]: [no],
    };
    let saved: Record<string, unknown> | undefined;
    server.use(
      http.get("/api/contentdossier/1", () =>
        HttpResponse.json({
          id: 1,
          version: 7,
          content,
          items: Object.keys(content).map((id) => ({ id: Number(id), key: keyOf(Number(id)) })),
        }),
      ),
      http.put("/api/contentdossier/1", async ({ request }) => {
        saved = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ id: 1, summary: "Anne Jansen" });
      }),
    );
    renderApp(PATH);
    await table();
    await userEvent.click(screen.getByRole("button", { name: "Quick edit Anna Jansen" }));
    const dialog = await screen.findByRole("dialog", { name: "Anna Jansen" });
    const input = await within(dialog).findByRole("textbox", { name: /First name/ });
    expect(input).toHaveValue("Anna");
    await userEvent.clear(input);
    await userEvent.type(input, "Anne");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    // Only the changed value, with the version the values were read at.
    await waitFor(() => expect(saved).toEqual({ [firstName]: "Anne", version: 7 }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it.each([
    ["an archived record", { archived: true }, undefined],
    ["a record the user may not edit", {}, ["show"]],
  ])("shows %s in the quick edit modal with its values and no Save", async (_case, extra, credentials) => {
    serve({
      records: [listedRecord(1, "Anna", "Jansen", extra)],
      ...(credentials ? { credentials } : {}),
    });
    const show = listBundle()
      .positions.flatMap((position) => position.display_items)
      .filter((item) => item.view === "show");
    const firstName = show.find((item) => item.def_dossier_def_field?.name === "first_name")?.id as number;
    const views: (string | null)[] = [];
    server.use(
      http.get("/api/contentdossier/1", ({ request }) => {
        views.push(new URL(request.url).searchParams.get("view"));
        return HttpResponse.json({
          id: 1,
          content: { [firstName]: "Annemarie" },
          items: [{ id: firstName, key: keyOf(firstName) }],
        });
      }),
    );
    renderApp(PATH);
    await table();
    await userEvent.click(screen.getByRole("button", { name: "Quick edit Anna Jansen" }));
    const dialog = await screen.findByRole("dialog", { name: "Anna Jansen" });
    expect(await within(dialog).findByText("Annemarie")).toBeInTheDocument();
    expect(views).toEqual(["show"]);
    expect(within(dialog).queryByRole("textbox")).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("offers New to holders of create", async () => {
    serve();
    renderApp(PATH);
    await table();
    expect(screen.getByRole("link", { name: "New" })).toHaveAttribute(
      "href",
      `/contentdossier/create/${ENTITY}`,
    );
  });
});
