// @vitest-environment jsdom
import "../../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Bundle } from "../../../../../schemas";
import { renderApp } from "../../../../testing/renderApp";
import { server } from "../../../../testing/server";
import { tokenFor } from "../../../../testing/tokenFor";
import { currentEnvironment } from "../../../environment/state/currentEnvironment";
import { tokenStore } from "../../../session/state/tokenStore";
import { designerBundle } from "../../testing/designerBundle";
import { baseFieldApi } from "./testing/baseFieldApi";

const STATUS_ITEM = 205;

/** The designer's test entity with Status (base field 5, data field 54) in the edit view. */
function bundleWithStatus(options: unknown[]): Bundle {
  const bundle = designerBundle();
  const position = bundle.positions[0];
  position?.display_items.push({
    id: STATUS_ITEM,
    uuid: "00000000-0000-4000-8000-000000000205",
    view: "edit",
    rank: 5,
    col: 1,
    colspan: 6,
    rowspan: 1,
    translations: [{ culture: "en_GB", name: "Status" }],
    permissions_type: null,
    roles: [],
    settings: {},
    def_dossier_def_field: {
      id: 54,
      name: "status",
      obligatory: false,
      def_field: { id: 5, type: "list", settings: { multiple: false } },
      def_field_lists: options,
    },
    def_dossier_link: null,
  } as never);
  return bundle;
}

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The texts of the Status item's options in the preview, in order. */
function previewOptions(): string[] {
  const preview = document.getElementById("designer-preview-heading")?.parentElement as HTMLElement;
  const item = preview.querySelector(`[data-item-id="${STATUS_ITEM}"]`);
  return [...(item?.querySelectorAll("option") ?? [])]
    .filter((option) => option.value !== "")
    .map((option) => option.textContent ?? "");
}

async function openDesigner(answers: Parameters<typeof baseFieldApi>[0] = {}) {
  const api = baseFieldApi(answers);
  const options = api.fields[5]?.def_field_lists ?? [];
  server.use(
    ...api.handlers,
    http.get("/api/defdossier/:id/bundle", () => HttpResponse.json(bundleWithStatus(options))),
  );
  renderApp("/fieldeditor/10");
  // The designer's page is loaded lazily: the first render in a run transforms its modules.
  await screen.findByRole("heading", { name: "Field designer: Contacts" }, { timeout: 25_000 });
  await waitFor(() => expect(previewOptions()).toEqual(["Open", "Closed", "Waiting"]));
  return api;
}

describe("the Base fields entry of the field designer", () => {
  it("lists the environment's base fields, narrowed by a search", async () => {
    await openDesigner();
    await userEvent.click(screen.getByRole("button", { name: "Base fields" }));
    const list = await screen.findByRole("dialog", { name: "Base fields" });
    await within(list).findByRole("button", { name: "Edit base field Notes" });
    await userEvent.type(within(list).getByRole("searchbox", { name: "Search base fields" }), "stat");
    expect(within(list).queryByRole("button", { name: "Edit base field Notes" })).toBeNull();
    expect(within(list).getByRole("button", { name: "Edit base field Status" })).toBeInTheDocument();
    expect(within(list).getByRole("button", { name: "Duplicate base field Status #1" })).toBeInTheDocument();
  }, 60_000);

  it("opens the duplicate dialog and the new base field editor from the list", async () => {
    await openDesigner();
    await userEvent.click(screen.getByRole("button", { name: "Base fields" }));
    const list = await screen.findByRole("dialog", { name: "Base fields" });

    await userEvent.click(within(list).getByRole("button", { name: "Duplicate base field Status" }));
    const duplicate = await screen.findByRole("dialog", { name: "Duplicate base field Status" });
    expect(
      await within(duplicate).findByText("The copy is named Status #2; its list options are copied too."),
    ).toBeInTheDocument();
    await userEvent.click(within(duplicate).getByRole("button", { name: "Cancel" }));
    await userEvent.click(await screen.findByRole("button", { name: "New base field" }));
    expect(await screen.findByRole("dialog", { name: "New base field" })).toBeInTheDocument();
  }, 60_000);

  it("redraws the preview at once while an option's label changes, and drops it on Cancel", async () => {
    const { writes } = await openDesigner();
    await userEvent.click(screen.getByRole("button", { name: "Base fields" }));
    const list = await screen.findByRole("dialog", { name: "Base fields" });
    await userEvent.click(await within(list).findByRole("button", { name: "Edit base field Status" }));
    const editor = await screen.findByRole("dialog", { name: "Edit base field Status" });
    await userEvent.click(within(editor).getByRole("tab", { name: "List options" }));
    await userEvent.click(await within(editor).findByRole("button", { name: "Edit list option Open" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit list option Open" });
    const english = within(dialog).getByRole("textbox", { name: "Text (English)" });
    await userEvent.type(english, "ed");
    await waitFor(() => expect(previewOptions()).toEqual(["Opened", "Closed", "Waiting"]));
    expect(writes()).toEqual([]);

    // Cancel asks first, and Close drops the change.
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    const question = await screen.findByRole("alertdialog", { name: "Confirmation" });
    await userEvent.click(within(question).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(previewOptions()).toEqual(["Open", "Closed", "Waiting"]));
    expect(writes()).toEqual([]);
  }, 60_000);

  it("shows a new order of the options in the preview while the ranks are being saved", async () => {
    // jsdom lays nothing out: give each option row a place 40 px below the one before.
    vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
      const row = this.closest("[data-option-id]");
      const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
      return new DOMRect(0, index * 40, 300, 40);
    });
    const { writes } = await openDesigner({ optionPatchDelay: 400 });
    await userEvent.click(screen.getByRole("button", { name: "Base fields" }));
    const list = await screen.findByRole("dialog", { name: "Base fields" });
    await userEvent.click(await within(list).findByRole("button", { name: "Edit base field Status" }));
    const editor = await screen.findByRole("dialog", { name: "Edit base field Status" });
    await userEvent.click(within(editor).getByRole("tab", { name: "List options" }));
    const handle = await within(editor).findByRole("button", { name: "Move Open" });
    handle.focus();
    await userEvent.keyboard(" ");
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.keyboard(" ");
    await waitFor(() => expect(previewOptions()).toEqual(["Closed", "Open", "Waiting"]));
    await waitFor(() => expect(writes()).toHaveLength(2));
  }, 60_000);

  it("shows a changed setting of the base field in the preview before saving", async () => {
    const { writes } = await openDesigner();
    const select = () =>
      document.querySelector(`[data-item-id="${STATUS_ITEM}"] select`) as HTMLSelectElement | null;
    expect(select()?.multiple).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Base fields" }));
    const list = await screen.findByRole("dialog", { name: "Base fields" });
    await userEvent.click(await within(list).findByRole("button", { name: "Edit base field Status" }));
    const editor = await screen.findByRole("dialog", { name: "Edit base field Status" });
    await userEvent.click(within(editor).getByRole("tab", { name: "Misc" }));
    await userEvent.click(within(editor).getByRole("checkbox", { name: "Multiple" }));
    await waitFor(() => expect(select()?.multiple).toBe(true));
    expect(writes()).toEqual([]);
    // Cancel asks first, and Close drops the change.
    await userEvent.click(within(editor).getByRole("button", { name: "Cancel" }));
    const question = await screen.findByRole("alertdialog", { name: "Confirmation" });
    await userEvent.click(within(question).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(select()?.multiple).toBe(false));
  }, 60_000);

  it("shows 'Something went wrong' and Retry when the list cannot load, and lists on Retry", async () => {
    let failing = true;
    await openDesigner();
    server.use(
      http.get("/api/deffield", () =>
        failing ? HttpResponse.json({ message: "down" }, { status: 500 }) : undefined,
      ),
    );
    await userEvent.click(screen.getByRole("button", { name: "Base fields" }));
    const list = await screen.findByRole("dialog", { name: "Base fields" });
    expect(
      await within(list).findByText("Something went wrong", {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(list).getByRole("button", { name: "Retry" }));
    expect(await within(list).findByRole("button", { name: "Edit base field Notes" })).toBeInTheDocument();
  }, 60_000);
});
