// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Bundle } from "../../../../schemas";
import { platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";
import type { RecordItemInfo } from "../api/RecordDetail";
import { EDIT, recordBundle } from "../testing/recordBundle";
import { itemInfo, recordDetail, recordHandlers } from "../testing/recordHandlers";

type Body = Record<string, unknown>;
type Items = RecordItemInfo[];

const VISITS_LINK = {
  id: 60,
  name: "visits",
  type_of_link: "embeddedList",
  child_def_dossier_id: 20,
  settings: { multiple: true },
};

function displayItem(
  id: number,
  view: string,
  label: string,
  content: Record<string, unknown>,
  settings: Record<string, unknown> = {},
) {
  return {
    id,
    view,
    rank: 10 + id,
    col: 1,
    colspan: 6,
    rowspan: 1,
    translations: [{ culture: "en_GB", name: label }],
    permissions_type: null,
    roles: [],
    settings,
    ...content,
  };
}

const field = (id: number, name: string, type: string) => ({
  def_dossier_def_field: {
    id,
    name,
    obligatory: false,
    def_field: { id: id + 100, type, settings: { multiple: false } },
    def_field_lists: [],
  },
});

/** The test entity with extra items in its main content (and the newsletter's show item settings). */
function bundleWith(extra: unknown[], newsletterSettings: Record<string, unknown> = {}): Bundle {
  const bundle = recordBundle() as unknown as { positions: { id: number; display_items: Body[] }[] };
  const main = bundle.positions.find((position) => position.id === 1);
  if (!main) throw new Error("no main content");
  for (const entry of main.display_items)
    if (entry.id === 112) entry.settings = { ...(entry.settings as Body), ...newsletterSettings };
  main.display_items.push(...(extra as Body[]));
  return bundle as unknown as Bundle;
}

/** The child entity 20 "Visit": a list column and an edit item, both the subject. */
const visitBundle = {
  entity: {
    id: 20,
    translations: [{ culture: "en_GB", name_singular: "Visit", name_plural: "Visits" }],
    settings: {},
  },
  positions: [
    {
      id: 21,
      type: "main_content",
      hide: false,
      rank: 1,
      translations: [{ culture: "en_GB", name_plural: "General" }],
      display_items: [
        displayItem(201, "list", "Subject", field(71, "subject", "text")),
        displayItem(202, "edit", "Subject", field(71, "subject", "text")),
        displayItem(203, "show", "Subject", field(71, "subject", "text")),
      ],
    },
  ],
  context: { locale: "en_GB", roles: [], admin: true },
};

function openRecord(bundle: Bundle, items: Items = [], content: Body = {}, archived = false) {
  let reads = 0;
  server.use(...platformHandlers(), ...recordHandlers(bundle));
  server.use(
    http.get("/api/defdossier/20/bundle", () => HttpResponse.json(visitBundle)),
    http.get("/api/defdossier/20", () => HttpResponse.json({ id: 20, credentials: ["show", "create"] })),
    http.get("/api/contentdossier/500", () => {
      reads += 1;
      const base = recordDetail();
      return HttpResponse.json(
        recordDetail({
          items: [...base.items, ...items],
          content: { ...base.content, ...content },
          archived,
        }),
      );
    }),
  );
  renderApp("/contentdossier/500");
  return { reads: () => reads };
}

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

describe("the record page's widget services", () => {
  it("lists a link's children under the record and adds one through 'New Visit' with dossierId and linkId", async () => {
    const lists: URL[] = [];
    const created: Body[] = [];
    server.use(
      http.get("/api/contentdossier", ({ request }) => {
        lists.push(new URL(request.url));
        const rows =
          created.length > 0 ? [{ id: 701, summary: "Second visit", content: { 201: "Second visit" } }] : [];
        return HttpResponse.json({
          results: [{ id: 700, summary: "First visit", content: { 201: "First visit" } }, ...rows].map(
            (row) => ({ ...row, def_dossier_id: 20, archived: false, subscribed: false }),
          ),
          aggregations: [],
          pager: { current: 1, pages: 1, items: 1, limit: 10 },
        });
      }),
      http.post("/api/contentdossier", async ({ request }) => {
        created.push((await request.json()) as Body);
        return HttpResponse.json({ id: 701, uuid: "u-701", summary: "Second visit" }, { status: 201 });
      }),
    );
    const page = bundleWith([displayItem(117, "show", "Visits", { def_dossier_link: VISITS_LINK })]);
    openRecord(page);

    const table = await screen.findByRole("table", { name: "Visits" });
    expect(await within(table).findByText("First visit")).toBeInTheDocument();
    const asked = Object.fromEntries(lists[0]?.searchParams ?? []);
    expect(asked).toMatchObject({ defDossier: "20", dossierId: "500", linkId: "60" });

    await userEvent.click(screen.getByRole("button", { name: "New Visit" }));
    const dialog = await screen.findByRole("dialog", { name: "New Visit" });
    await userEvent.type(await within(dialog).findByRole("textbox", { name: "Subject" }), "Second visit");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({ 202: "Second visit", defDossier: 20, dossierId: 500, linkId: 60 });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New Visit" })).not.toBeInTheDocument());
    expect(await within(table).findByText("Second visit")).toBeInTheDocument();
  });

  it.each([
    ["with hide_add", { hide_add: true }, false],
    ["on an archived record", {}, true],
  ])("hides 'New Visit' %s", async (_case, settings, archived) => {
    server.use(
      http.get("/api/contentdossier", () =>
        HttpResponse.json({
          results: [],
          aggregations: [],
          pager: { current: 1, pages: 0, items: 0, limit: 10 },
        }),
      ),
    );
    const page = bundleWith([
      displayItem(117, "show", "Visits", { def_dossier_link: VISITS_LINK }, settings),
    ]);
    openRecord(page, [], {}, archived);
    expect(await screen.findByText("No items found")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "New Visit" })).not.toBeInTheDocument();
  });

  describe("an embedded row's quick edit", () => {
    /** One child row; GET /contentdossier/700 answers its subject for either view. After openRecord. */
    function serveVisit(admin: boolean) {
      const lists: URL[] = [];
      const saved: Body[] = [];
      server.use(
        http.get("/api/defdossier/20/bundle", () =>
          HttpResponse.json({ ...visitBundle, context: { ...visitBundle.context, admin } }),
        ),
        http.get("/api/contentdossier", ({ request }) => {
          lists.push(new URL(request.url));
          const subject = saved.length > 0 ? "Follow-up visit" : "First visit";
          return HttpResponse.json({
            results: [
              { id: 700, summary: subject, content: { 201: subject }, def_dossier_id: 20, archived: false },
            ],
            aggregations: [],
            pager: { current: 1, pages: 1, items: 1, limit: 10 },
          });
        }),
        http.get("/api/contentdossier/700", ({ request }) => {
          const view = new URL(request.url).searchParams.get("view");
          const id = view === "edit" ? 202 : 203;
          return HttpResponse.json({
            id: 700,
            content: { [id]: "First visit" },
            items: [{ id, key: "f71" }],
          });
        }),
        http.put("/api/contentdossier/700", async ({ request }) => {
          saved.push((await request.json()) as Body);
          return HttpResponse.json({ id: 700, summary: "Follow-up visit" });
        }),
      );
      return { lists, saved };
    }
    const page = () => bundleWith([displayItem(117, "show", "Visits", { def_dossier_link: VISITS_LINK })]);

    it("edits the child in the modal instead of leaving the page, then reads the list again", async () => {
      openRecord(page());
      const { lists, saved } = serveVisit(true);
      const table = await screen.findByRole("table", { name: "Visits" }, { timeout: 20_000 });
      await userEvent.click(await within(table).findByRole("button", { name: "Quick edit First visit" }));
      const dialog = await screen.findByRole("dialog", { name: "First visit" });
      const subject = await within(dialog).findByRole("textbox", { name: "Subject" });
      expect(subject).toHaveValue("First visit");
      const listed = lists.length;
      await userEvent.clear(subject);
      await userEvent.type(subject, "Follow-up visit");
      await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
      await waitFor(() => expect(saved).toEqual([{ 202: "Follow-up visit" }]));
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      expect(await within(table).findByText("Follow-up visit")).toBeInTheDocument();
      expect(lists.length).toBeGreaterThan(listed);
      // The record page stays: the modal took the place of navigating to the child.
      expect(screen.getAllByText("Anna de Vries").length).toBeGreaterThan(0);
    });

    it.each([
      ["without the edit right on the child entity", false, false],
      ["under an archived parent", true, true],
    ])("shows the child without Save %s", async (_case, admin, archived) => {
      openRecord(page(), [], {}, archived);
      const { saved } = serveVisit(admin);
      const table = await screen.findByRole("table", { name: "Visits" }, { timeout: 20_000 });
      await userEvent.click(await within(table).findByRole("button", { name: "Quick edit First visit" }));
      const dialog = await screen.findByRole("dialog", { name: "First visit" });
      const value = await within(dialog).findByText("First visit", { selector: "form *" });
      expect(value).toBeInTheDocument();
      expect(within(dialog).queryByRole("textbox")).not.toBeInTheDocument();
      expect(within(dialog).queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      expect(saved).toEqual([]);
    });
  });

  it("saves a fast switch at once with PUT and the record's version, and reads the record again", async () => {
    const puts: Body[] = [];
    server.use(
      http.put("/api/contentdossier/500", async ({ request }) => {
        puts.push((await request.json()) as Body);
        return HttpResponse.json({ id: 500, summary: "Anna de Vries", version: 4 });
      }),
    );
    const { reads } = openRecord(bundleWith([], { fast_switch: true }));
    await userEvent.click(await screen.findByRole("radio", { name: "Yes" }));
    await waitFor(() => expect(puts.length).toBeGreaterThan(0));
    expect(puts[0]).toEqual({ [EDIT.newsletter]: [21], version: 3 });
    await waitFor(() => expect(reads()).toBeGreaterThan(1));
  });

  it("says so when someone else changed the switched value meanwhile", async () => {
    const message = "This field was changed by someone else";
    server.use(
      http.put("/api/contentdossier/500", () =>
        HttpResponse.json(
          {
            message,
            errors: { [EDIT.newsletter]: message },
            conflict: { version: 4, modified_by: "bob", current: {} },
          },
          { status: 409 },
        ),
      ),
    );
    openRecord(bundleWith([], { fast_switch: true }));
    await userEvent.click(await screen.findByRole("radio", { name: "Yes" }));
    // A toast: it goes after a few seconds, so finding it while it shows is the check (it throws if never).
    await screen.findByText(message);
  });

  it("fires an action button's event and says honestly that it failed", async () => {
    const patched: string[] = [];
    server.use(
      http.patch("/api/event/trigger/:itemId/:dossierId", ({ params }) => {
        patched.push(`${params.itemId}/${params.dossierId}`);
        return HttpResponse.json(
          { message: "The page you are looking for does not exist." },
          { status: 404 },
        );
      }),
    );
    openRecord(
      bundleWith([
        displayItem(118, "show", "Send event", field(58, "send", "customActionButton"), {
          action: "fire_event",
          event_id: 3,
        }),
      ]),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Send event" }));
    await waitFor(() => expect(patched).toEqual(["118/500"]));
    expect(await screen.findByText("The event could not be sent")).toBeInTheDocument();
    expect(screen.getByText("The page you are looking for does not exist.")).toBeInTheDocument();
    expect(screen.queryByText("The event has been sent")).not.toBeInTheDocument();
  });

  it("opens a popup_tab_or_view button's tab in a dialog on the page, edited and saved there", async () => {
    const saved: { url: URL; body: Body }[] = [];
    server.use(
      http.put("/api/contentdossier/500", async ({ request }) => {
        saved.push({ url: new URL(request.url), body: (await request.json()) as Body });
        return HttpResponse.json({ id: 500 });
      }),
    );
    openRecord(
      bundleWith([
        displayItem(120, "show", "Open notes", field(60, "open_notes", "customActionButton"), {
          action: "popup_tab_or_view",
          popup_view: 2,
        }),
      ]),
    );
    const opened = vi.spyOn(window, "open");
    await userEvent.click(await screen.findByRole("button", { name: "Open notes" }));
    const dialog = await screen.findByRole("dialog", { name: "Anna de Vries" });
    // Only the Notes tab's edit item: not the main content's name.
    const notes = await within(dialog).findByRole("textbox", { name: "Notes" });
    expect(within(dialog).queryByRole("textbox", { name: "Name" })).not.toBeInTheDocument();
    expect(opened).not.toHaveBeenCalled();
    await userEvent.clear(notes);
    await userEvent.type(notes, "Prefers coffee");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    // The rich-text editor writes paragraphs.
    expect(saved[0]?.body).toMatchObject({ [EDIT.notes]: "<p>Prefers coffee</p>" });
    opened.mockRestore();
  });

  describe("map tiles", () => {
    beforeEach(() => {
      vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(800);
      vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(600);
    });
    afterEach(() => vi.restoreAllMocks());

    it("draws the map from the tile address GET /api/config answers", async () => {
      server.use(http.get("/api/config", () => HttpResponse.json({ mapTileUrl: "/tiles/{z}/{x}/{y}.png" })));
      openRecord(
        bundleWith([displayItem(119, "show", "Location", field(59, "location", "geolocation"))]),
        [itemInfo(119, "f59", "Location", "geolocation")],
        { 119: { latitude: 52.37, longitude: 4.9, zoom: 10 } },
      );
      await waitFor(() => {
        const tiles = [...document.querySelectorAll("[data-map] img.leaflet-tile")].map((img) =>
          img.getAttribute("src"),
        );
        expect(tiles).toContain("/tiles/10/525/336.png");
      });
    });
  });
});
