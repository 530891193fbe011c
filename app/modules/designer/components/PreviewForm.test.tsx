// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import type { Bundle } from "../../../../schemas";
import { environment, LOCALES, platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";
import { designerBundle } from "../testing/designerBundle";
import { displayItemOf } from "../testing/displayItemOf";

const SLOW = { timeout: 30_000 };

function field(id: number, name: string, type = "text") {
  return {
    id,
    name,
    obligatory: false,
    def_field: { id: id + 100, type, settings: {} },
    def_field_lists: [],
  };
}

const item = displayItemOf;

const NOTES_IN_LIST = 222;
const PHONE = 241;
const REFERENCE = 251;
const NAME_SEARCH = 261;

/**
 * The designer's test entity with a second list column (Notes in list), a tab "Details" holding Phone, a
 * meta position holding Reference (both in edit), and Name in the search view.
 */
function previewBundle(): Bundle {
  const bundle = designerBundle() as unknown as { positions: { display_items: unknown[] }[] };
  const name = field(51, "name");
  bundle.positions[0]?.display_items.push(
    item(NOTES_IN_LIST, "list", 1, "Notes in list", field(53, "notes", "textarea")),
    item(NAME_SEARCH, "search", 0, "Name", name),
  );
  bundle.positions.push(
    {
      id: 2,
      type: "tab",
      hide: false,
      rank: 1,
      translations: [{ culture: "en_GB", name_plural: "Details" }],
      display_items: [item(PHONE, "edit", 0, "Phone", field(54, "phone"))],
    } as never,
    {
      id: 3,
      type: "meta",
      hide: false,
      rank: 2,
      translations: [{ culture: "en_GB", name_plural: "Meta" }],
      display_items: [item(REFERENCE, "edit", 0, "Reference", field(55, "reference"))],
    } as never,
  );
  return bundle as unknown as Bundle;
}

function handlers(listCalls: string[]) {
  return [
    ...platformHandlers({
      environments: [environment(1000, "Zorgdossier", { locales: LOCALES.slice(0, 2) })],
    }),
    http.get("/api/defdossier/:id/bundle", () => HttpResponse.json(previewBundle())),
    http.get("/api/role", () =>
      HttpResponse.json({ results: [], pager: { current: 1, pages: 1, items: 0, limit: 200 } }),
    ),
    http.get("/api/contentdossier", ({ request }) => {
      listCalls.push(request.url);
      return HttpResponse.json({
        results: [],
        aggregations: [],
        pager: { current: 1, pages: 0, items: 0, limit: 25 },
      });
    }),
  ];
}

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

function preview(): HTMLElement {
  return document.getElementById("designer-preview-heading")?.parentElement as HTMLElement;
}

function previewLabels(): string[] {
  return [...preview().querySelectorAll("[data-item-id]")].map(
    (element) => element.querySelector("[id$='-label']")?.textContent?.replace("*", "").trim() ?? "",
  );
}

/** The list preview's column headers after the selection, bell and actions columns, in order. */
function previewColumns(): string[] {
  return [...preview().querySelectorAll("thead th")]
    .slice(3)
    .map((header) => header.textContent?.replace(/[↕▲▼]/g, "").trim() ?? "");
}

async function openDesigner(listCalls: string[] = []) {
  server.use(...handlers(listCalls));
  renderApp("/fieldeditor/10");
  await screen.findByRole("heading", { name: "Field designer: Contacts" }, SLOW);
  await waitFor(() => expect(previewLabels().length).toBeGreaterThan(0), SLOW);
}

describe("the field designer's preview", () => {
  it("draws the edit view as the record page's tabs, meta above every tab, one set of sample values", async () => {
    await openDesigner();
    const tabs = within(preview()).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["General", "Details"]);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    expect(previewLabels()).toEqual(["Reference", "Name"]);
    await userEvent.type(within(preview()).getByRole("textbox", { name: "Name" }), "Ada");

    await userEvent.click(within(preview()).getByRole("tab", { name: "Details" }));
    await waitFor(() => expect(previewLabels()).toEqual(["Reference", "Phone"]));
    await userEvent.click(within(preview()).getByRole("tab", { name: "General" }));
    await waitFor(() => expect(within(preview()).getByRole("textbox", { name: "Name" })).toHaveValue("Ada"));
  });

  it("draws the list view as the record table: list items as sortable headers in rank order over sample rows", async () => {
    await openDesigner();
    await userEvent.type(within(preview()).getByRole("textbox", { name: "Name" }), "Ada");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "View" }), "list");
    await waitFor(() => expect(previewColumns()).toEqual(["Name in list", "Notes in list"]), SLOW);
    const table = within(preview()).getByRole("table");
    expect(within(table).getByRole("button", { name: "Sort by Name in list" })).toBeInTheDocument();
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(3);
    // The first row holds the sample value typed in the edit view; the others a placeholder of its type.
    expect(rows[0]).toHaveTextContent("Ada");
    expect(rows[1]).toHaveTextContent("Name in list 2");
  });

  it("redraws the list preview at once when a column's label or rank changes, before saving", async () => {
    await openDesigner();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "View" }), "list");
    await waitFor(() => expect(previewColumns()).toEqual(["Name in list", "Notes in list"]), SLOW);
    await userEvent.click(screen.getByRole("button", { name: "Edit display field Name in list" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit display field Name in list" }, SLOW);
    const english = within(dialog).getByRole("textbox", { name: "Label (English)" });
    await userEvent.clear(english);
    await userEvent.type(english, "Full name");
    await waitFor(() => expect(previewColumns()).toEqual(["Full name", "Notes in list"]));
    await userEvent.click(within(dialog).getByRole("tab", { name: "Layout" }));
    const rank = within(dialog).getByRole("spinbutton", { name: "Rank" });
    await userEvent.clear(rank);
    await userEvent.type(rank, "5");
    await waitFor(() => expect(previewColumns()).toEqual(["Notes in list", "Full name"]));
  });

  it("draws the search view in the record list's search panel, whose Search reads nothing", async () => {
    const listCalls: string[] = [];
    await openDesigner(listCalls);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "View" }), "search");
    const panel = await within(preview()).findByRole("region", { name: "Search" }, SLOW);
    expect(previewLabels()).toEqual(["Name"]);
    await userEvent.click(within(panel).getByRole("button", { name: "Search" }));
    expect(within(panel).getByRole("combobox", { name: "Archive" })).toBeInTheDocument();
    expect(listCalls).toEqual([]);
  });
});
