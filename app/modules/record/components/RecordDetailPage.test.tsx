// @vitest-environment jsdom
import "../../../testing/setup";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";
import type { RecordDetail } from "../api/RecordDetail";
import { EDIT, recordBundle } from "../testing/recordBundle";
import { recordDetail, recordHandlers } from "../testing/recordHandlers";

type Body = Record<string, unknown>;

function recordHandler(record: () => RecordDetail) {
  return http.get("/api/contentdossier/500", () => HttpResponse.json(record()));
}

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

describe("/contentdossier/{id}", () => {
  it("shows breadcrumb, title, meta on top and tabs from the display positions", async () => {
    server.use(
      ...platformHandlers(),
      ...recordHandlers(recordBundle()),
      recordHandler(() => recordDetail()),
    );
    const { router } = renderApp("/contentdossier/500");
    expect(await screen.findByRole("heading", { level: 1, name: /Anna de Vries/ })).toHaveTextContent(
      "Contact",
    );
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Home" })).toBeInTheDocument();
    expect(within(crumbs).getByRole("link", { name: "Contacts" })).toHaveAttribute("href", "/defdossier/10");
    const tabs = screen.getAllByRole("tab").map((tab) => tab.textContent);
    expect(tabs).toEqual(["General", "Notes"]); // the hidden tab is left out, main content first
    expect(screen.getByRole("tab", { name: "General" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("REF-1")).toBeInTheDocument(); // meta
    expect(screen.getAllByText("Anna de Vries").length).toBeGreaterThan(1);

    await userEvent.click(screen.getByRole("tab", { name: "Notes" }));
    expect(await screen.findByText("Likes tea")).toBeInTheDocument();
    expect(screen.getByText("REF-1")).toBeInTheDocument(); // meta under every tab
    await waitFor(() => expect(router.state.location.search).toEqual({ selectedTab: 2 }));
  });

  it("shows the view layout_sidebar names in a read-only sidebar", async () => {
    server.use(
      ...platformHandlers(),
      ...recordHandlers(recordBundle({ layout_sidebar: "card" })),
      recordHandler(() => recordDetail()),
    );
    renderApp("/contentdossier/500");
    const sidebar = await screen.findByRole("complementary", { name: "Contact" });
    expect(await within(sidebar).findByText("Anna de Vries")).toBeInTheDocument();
    expect(within(sidebar).queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("leaves out the tabs the credentials call refuses", async () => {
    server.use(
      ...platformHandlers(),
      ...recordHandlers(recordBundle(), {}, [2]),
      recordHandler(() => recordDetail()),
    );
    renderApp("/contentdossier/500");
    await screen.findByRole("tab", { name: "General" });
    await waitFor(() => expect(screen.queryByRole("tab", { name: "Notes" })).not.toBeInTheDocument());
    expect(screen.getAllByRole("tab")).toHaveLength(1);
  });

  it("reads display-rule paths from the record and hides an item its rule does not show", async () => {
    const asked: unknown[] = [];
    let status = "prospect";
    server.use(
      http.post("/api/contentdossier/fieldpath", async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({ path: "company.status", values: [status] });
      }),
      ...platformHandlers(),
      ...recordHandlers(recordBundle()),
      recordHandler(() => recordDetail()),
    );
    renderApp("/contentdossier/500?selectedTab=2");
    await screen.findByRole("tab", { name: "Notes" });
    await waitFor(() =>
      expect(asked).toEqual([{ originDossier: 500, environment: 1000, path: "company.status" }]),
    );
    await waitFor(() => expect(screen.queryByText("Likes tea")).not.toBeInTheDocument());
    expect(screen.getByText("REF-1")).toBeInTheDocument();
    status = "customer";
    cleanup();
    renderApp("/contentdossier/500?selectedTab=2");
    expect(await screen.findByText("Likes tea")).toBeInTheDocument();
  });

  it("opens the tab the address names, vertical pills when detail_layout is vertical", async () => {
    server.use(
      ...platformHandlers(),
      ...recordHandlers(recordBundle({ detail_layout: "vertical" })),
      recordHandler(() => recordDetail()),
    );
    // A wide screen: every min-width query matches.
    const media = vi.spyOn(window, "matchMedia").mockImplementation(
      (query: string) =>
        ({
          matches: query.includes("min-width"),
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    onTestFinished(() => media.mockRestore());
    renderApp("/contentdossier/500?selectedTab=2");
    const notes = await screen.findByRole("tab", { name: "Notes" });
    expect(notes).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tablist")).toHaveAttribute("aria-orientation", "vertical");
    expect(await screen.findByText("Likes tea")).toBeInTheDocument();
  });

  it("edits and saves the edit view's values with PUT, then shows the record again", async () => {
    const bodies: Body[] = [];
    let record = recordDetail();
    server.use(
      ...platformHandlers(),
      ...recordHandlers(recordBundle()),
      recordHandler(() => record),
      http.put("/api/contentdossier/500", async ({ request }) => {
        const body = (await request.json()) as Body;
        bodies.push(body);
        record = recordDetail({
          summary: String(body[EDIT.name]),
          content: { ...record.content, 111: body[EDIT.name] },
          formatted: { ...record.formatted, 111: String(body[EDIT.name]) },
        });
        return HttpResponse.json({ id: 500, summary: body[EDIT.name] });
      }),
    );
    renderApp("/contentdossier/500");
    await userEvent.click(await screen.findByRole("button", { name: "Edit" }));
    const name = await screen.findByRole("textbox", { name: /Name/ });
    expect(name).toHaveValue("Anna de Vries");
    await userEvent.clear(name);
    await userEvent.type(name, "Anna Jansen");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    // Only what the user changed, with the version the edit started from.
    expect(bodies[0]).toEqual({ [EDIT.name]: "Anna Jansen", version: 3 });
    // One success message per save.
    expect(await screen.findAllByText("The item has been saved")).toHaveLength(1);
    expect(screen.queryByText("Item has been saved")).not.toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: /Anna Jansen/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit" })).toBeInTheDocument();
  });

  it("asks per field when someone else saved it meanwhile, and saves the choice over their version", async () => {
    const bodies: Body[] = [];
    server.use(
      ...platformHandlers(),
      ...recordHandlers(recordBundle()),
      recordHandler(() => recordDetail()),
      http.put("/api/contentdossier/500", async ({ request }) => {
        const body = (await request.json()) as Body;
        bodies.push(body);
        if (bodies.length === 1) {
          const message = "This field was changed by someone else";
          return HttpResponse.json(
            {
              message,
              errors: { [EDIT.notes]: message },
              conflict: { version: 4, modified_by: "bob", current: { [EDIT.notes]: "Likes coffee" } },
            },
            { status: 409 },
          );
        }
        return HttpResponse.json({ id: 500, summary: "Anna Jansen", version: 5 });
      }),
    );
    renderApp("/contentdossier/500");
    await userEvent.click(await screen.findByRole("button", { name: "Edit" }));
    const name = await screen.findByRole("textbox", { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, "Anna Jansen");
    await userEvent.click(screen.getByRole("tab", { name: "Notes" }));
    const notes = await screen.findByRole("textbox", { name: /Notes/ });
    await userEvent.clear(notes);
    await userEvent.type(notes, "Likes water");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    const dialog = await screen.findByRole("dialog", { name: "Changed by someone else" });
    expect(within(dialog).getByText(/bob saved this item while you were editing it/)).toBeInTheDocument();
    // The rich-text editor writes paragraphs; the dialog names their text.
    expect(within(dialog).getByRole("radio", { name: "Keep mine: Likes water" })).toBeChecked();
    await userEvent.click(within(dialog).getByText("Take theirs: Likes coffee"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[0]).toEqual({ [EDIT.name]: "Anna Jansen", [EDIT.notes]: "<p>Likes water</p>", version: 3 });
    // Their notes are kept: only the name goes again, over the version they made.
    expect(bodies[1]).toEqual({ [EDIT.name]: "Anna Jansen", version: 4 });
    expect(await screen.findByText("The item has been saved")).toBeInTheDocument();
  });

  it("saves with 'Save and close' and goes back to the list without asking about unsaved changes", async () => {
    const bodies: Body[] = [];
    server.use(
      ...platformHandlers(),
      ...recordHandlers(recordBundle()),
      recordHandler(() => recordDetail()),
      http.put("/api/contentdossier/500", async ({ request }) => {
        bodies.push((await request.json()) as Body);
        return HttpResponse.json({ id: 500, summary: "Anna Jansen" });
      }),
    );
    const { router } = renderApp("/contentdossier/500");
    await userEvent.click(await screen.findByRole("button", { name: "Edit" }));
    const name = await screen.findByRole("textbox", { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, "Anna Jansen");
    await userEvent.click(screen.getByRole("button", { name: "Save and close" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/defdossier/10"));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ [EDIT.name]: "Anna Jansen" });
    expect(screen.queryByText("You made unsaved changes")).not.toBeInTheDocument();
  });

  it("stays on the record when 'Save and close' is refused, with the error on its field", async () => {
    server.use(
      ...platformHandlers(),
      ...recordHandlers(recordBundle()),
      recordHandler(() => recordDetail()),
      http.put("/api/contentdossier/500", () =>
        HttpResponse.json({ errors: { [EDIT.name]: "This is a required field" } }, { status: 400 }),
      ),
    );
    const { router } = renderApp("/contentdossier/500");
    await userEvent.click(await screen.findByRole("button", { name: "Edit" }));
    await screen.findByRole("textbox", { name: /Name/ });
    await userEvent.click(screen.getByRole("button", { name: "Save and close" }));
    expect(await screen.findByText("This is a required field")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/contentdossier/500");
    expect(screen.getByRole("button", { name: "Save and close" })).toBeInTheDocument();
  });

  it("asks before cancelling changed values: Cancel keeps editing, Close drops them", async () => {
    server.use(
      ...platformHandlers(),
      ...recordHandlers(recordBundle()),
      recordHandler(() => recordDetail()),
    );
    renderApp("/contentdossier/500");
    await userEvent.click(await screen.findByRole("button", { name: "Edit" }));
    await userEvent.type(await screen.findByRole("textbox", { name: /Name/ }), "!");
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    let dialog = await screen.findByRole("alertdialog", { name: "Confirmation" });
    expect(within(dialog).getByText("You made unsaved changes")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(screen.getByRole("textbox", { name: /Name/ })).toHaveValue("Anna de Vries!");

    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    dialog = await screen.findByRole("alertdialog", { name: "Confirmation" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(await screen.findByRole("button", { name: "Edit" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /Name/ })).not.toBeInTheDocument();
  });

  it("asks before leaving the page while edited values are unsaved", async () => {
    server.use(
      ...platformHandlers(),
      ...recordHandlers(recordBundle()),
      recordHandler(() => recordDetail()),
    );
    const { router } = renderApp("/contentdossier/500");
    await userEvent.click(await screen.findByRole("button", { name: "Edit" }));
    await userEvent.type(await screen.findByRole("textbox", { name: /Name/ }), "!");
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    await userEvent.click(within(crumbs).getByRole("link", { name: "Contacts" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Discard changes to Contact" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue working" }));
    expect(router.state.location.pathname).toBe("/contentdossier/500");
    expect(screen.getByRole("textbox", { name: /Name/ })).toHaveValue("Anna de Vries!");
    // Another tab is no other page: switching asks nothing and keeps the values.
    await userEvent.click(screen.getByRole("tab", { name: "Notes" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "General" }));
    expect(await screen.findByRole("textbox", { name: /Name/ })).toHaveValue("Anna de Vries!");
  });

  it("says an archived record is archived and offers no edit", async () => {
    server.use(
      ...platformHandlers(),
      ...recordHandlers(recordBundle({}, { archiveable: true })),
      recordHandler(() => recordDetail({ archived: true })),
    );
    renderApp("/contentdossier/500");
    expect(await screen.findByText("This item is archived")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Dearchive" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
  });

  it("shows only the actions the rights allow, and toggles the favourite", async () => {
    const favorites: string[] = [];
    let record = recordDetail();
    server.use(
      ...platformHandlers(),
      ...recordHandlers(recordBundle({}, { archiveable: true }), {
        edit: false,
        delete: false,
        archive: false,
      }),
      recordHandler(() => record),
      http.post("/api/dossier/500/favorite", () => {
        favorites.push("POST");
        record = recordDetail({ favorite: true });
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    renderApp("/contentdossier/500");
    const favourite = await screen.findByRole("button", { name: "Favorite" });
    expect(screen.getByRole("button", { name: "Receive notifications" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy link" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Field editor" })).toHaveAttribute("href", "/fieldeditor/10");
    expect(screen.queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Archive" })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument());
    expect(favourite).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(favourite);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Favorite" })).toHaveAttribute("aria-pressed", "true"),
    );
    expect(favorites).toEqual(["POST"]);
  });

  it("adds the record to the open favourites sidebar when it becomes a favourite", async () => {
    let favourite = false;
    server.use(
      ...platformHandlers(),
      ...recordHandlers(recordBundle()),
      recordHandler(() => recordDetail({ favorite: favourite })),
    );
    // After the platform's empty favourites, so this answer comes first.
    server.use(
      http.get("/api/favorite", () =>
        HttpResponse.json({
          results: favourite ? [{ id: 1, content_dossier_id: 500, summary: "Anna de Vries" }] : [],
          pager: { current: 1, pages: favourite ? 1 : 0, items: favourite ? 1 : 0 },
        }),
      ),
      http.post("/api/dossier/500/favorite", () => {
        favourite = true;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    renderApp("/contentdossier/500");
    await userEvent.click(await screen.findByRole("button", { name: "Favorites" }));
    const sidebar = await screen.findByRole("complementary", { name: "Favorites" });
    expect(await within(sidebar).findByText("No items found")).toBeInTheDocument();
    await userEvent.click(await screen.findByRole("button", { name: "Favorite" }));
    const link = await within(sidebar).findByRole("link", { name: "Anna de Vries" });
    expect(link).toHaveAttribute("href", "/contentdossier/500");
  });

  it("deletes after confirmation and goes back to the list", async () => {
    let deleted = false;
    server.use(
      ...platformHandlers(),
      ...recordHandlers(recordBundle()),
      recordHandler(() => recordDetail()),
      http.delete("/api/contentdossier/500", () => {
        deleted = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { router } = renderApp("/contentdossier/500");
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Confirmation" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/defdossier/10"));
    expect(deleted).toBe(true);
  });

  it("shows the general 403 message on 403 and the not-found title on 404", async () => {
    server.use(
      ...platformHandlers(),
      http.get("/api/contentdossier/500", () => HttpResponse.json({ message: "x" }, { status: 403 })),
      http.get("/api/contentdossier/501", () => HttpResponse.json({ message: "x" }, { status: 404 })),
    );
    const { router } = renderApp("/contentdossier/500");
    expect(await screen.findByText("You do not have permission to view this")).toBeInTheDocument();
    await router.navigate({ to: "/contentdossier/501" } as never);
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });
});
