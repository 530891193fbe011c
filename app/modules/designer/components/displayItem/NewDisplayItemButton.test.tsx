// @vitest-environment jsdom
import "../../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { environment, LOCALES, platformHandlers } from "../../../../testing/platformHandlers";
import { renderApp } from "../../../../testing/renderApp";
import { server } from "../../../../testing/server";
import { tokenFor } from "../../../../testing/tokenFor";
import { currentEnvironment } from "../../../environment/state/currentEnvironment";
import { tokenStore } from "../../../session/state/tokenStore";
import { designerBundle, ITEM, ROLES } from "../../testing/designerBundle";

type Body = Record<string, unknown>;

interface Calls {
  posts: Body[];
  deletes: string[];
}

const field = (id: number, name: string, type: string) => ({
  id,
  name,
  def_field: { id: id + 100, type, settings: {} },
  def_field_lists: [],
});

function handlers(calls: Calls) {
  const list = (results: unknown[]) => ({ results, pager: { current: 1, pages: 1, items: results.length } });
  return [
    ...platformHandlers({
      environments: [environment(1000, "Zorgdossier", { locales: LOCALES.slice(0, 2) })],
    }),
    http.get("/api/defdossier/:id/bundle", () => HttpResponse.json(designerBundle())),
    http.get("/api/role", () => HttpResponse.json(list(ROLES))),
    http.get("/api/defdossierdeffield", () =>
      HttpResponse.json(list([field(51, "name", "text"), field(53, "notes", "textarea")])),
    ),
    http.get("/api/defdossierlink", () => HttpResponse.json(list([]))),
    http.post("/api/displayitem", async ({ request }) => {
      calls.posts.push((await request.json()) as Body);
      return HttpResponse.json({ id: 299, uuid: "x" }, { status: 201 });
    }),
    http.delete("/api/displayitem/:id", ({ params }) => {
      calls.deletes.push(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

// Typing through the whole editor beside a live preview takes long on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

async function openDesigner() {
  const calls: Calls = { posts: [], deletes: [] };
  server.use(...handlers(calls));
  renderApp("/fieldeditor/10");
  // The first lazy load of the designer's page takes a while on a busy machine.
  await screen.findByRole("heading", { name: "Field designer: Contacts" }, { timeout: 20_000 });
  return calls;
}

/** The labels of the items the preview draws, in order. */
function previewLabels(): string[] {
  const preview = document.getElementById("designer-preview-heading")?.parentElement as HTMLElement;
  return [...preview.querySelectorAll("[data-item-id]")].map(
    (item) => item.querySelector("[id$='-label']")?.textContent?.replace("*", "").trim() ?? "",
  );
}

describe("a new display item in the field designer", () => {
  it("needs a data field or link, shows in the preview while open and is sent with POST /displayitem", async () => {
    const calls = await openDesigner();
    await waitFor(() => expect(previewLabels()).toEqual(["Name"]));
    await userEvent.click(screen.getByRole("button", { name: "Add display item" }));
    const dialog = await screen.findByRole("dialog", { name: "Add display item" });
    // A new item has no Info tab.
    expect(within(dialog).queryByRole("tab", { name: "Info" })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Label (English)" }), "Remarks");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByRole("tab", { name: /Field/ })).toHaveAttribute("aria-selected", "true");
    expect(within(dialog).getByText("Choose a data field or a link field")).toBeInTheDocument();
    expect(calls.posts).toEqual([]);

    const choice = within(dialog).getByRole("combobox", { name: /Data field or link/ });
    await waitFor(() => expect(within(choice).getByRole("option", { name: "notes" })).toBeInTheDocument());
    await userEvent.selectOptions(choice, "notes");
    expect(within(dialog).queryByText("Choose a data field or a link field")).not.toBeInTheDocument();
    // The preview shows the new item after the others of the view.
    await waitFor(() => expect(previewLabels()).toEqual(["Name", "Remarks"]));

    await userEvent.click(within(dialog).getByRole("tab", { name: "Layout" }));
    expect(within(dialog).getByRole("spinbutton", { name: "Column" })).toHaveValue(1);
    expect(within(dialog).getByRole("spinbutton", { name: "Column span" })).toHaveValue(4);
    expect(within(dialog).getByRole("spinbutton", { name: "Row span" })).toHaveValue(12);
    expect(within(dialog).getByRole("spinbutton", { name: "Rank" })).toHaveValue(2);
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.posts).toHaveLength(1));
    expect(calls.posts[0]).toEqual({
      col: 1,
      rank: 2,
      rowspan: 12,
      colspan: 4,
      view: "edit",
      defaultPermissionType: "",
      roles: [],
      translations: [{ culture: "en_GB", name: "Remarks" }],
      permissions_type: null,
      settings: {},
      displayPosition: 1,
      defDossierDefField: 53,
      defDossierLink: null,
      environment: 1000,
      defDossier: 10,
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText("Item has been saved")).toBeInTheDocument();
  });

  it("can be record data instead, drawn in the preview as its setting changes; Cancel drops it", async () => {
    const calls = await openDesigner();
    await waitFor(() => expect(previewLabels()).toEqual(["Name"]));
    await userEvent.click(screen.getByRole("button", { name: "Add display item" }));
    const dialog = await screen.findByRole("dialog", { name: "Add display item" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Label (English)" }), "Created");
    await userEvent.click(within(dialog).getByRole("tab", { name: /^Field/ }));
    await userEvent.click(within(dialog).getByRole("radio", { name: "Record data" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByRole("tab", { name: /Settings/ })).toHaveAttribute("aria-selected", "true");
    expect(within(dialog).getByText("This is a required field")).toBeInTheDocument();
    expect(calls.posts).toEqual([]);
    await userEvent.selectOptions(
      within(dialog).getByRole("combobox", { name: "Record data" }),
      "created_at",
    );
    await waitFor(() => expect(previewLabels()).toEqual(["Name", "Created"]));
    // Cancel asks first, and Close drops the new item.
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    const question = await screen.findByRole("alertdialog", { name: "Confirmation" });
    await userEvent.click(within(question).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(previewLabels()).toEqual(["Name"]));
    expect(calls.posts).toEqual([]);
  });
});

describe("deleting a display item", () => {
  it("asks first, then sends DELETE /displayitem/{id}", async () => {
    const calls = await openDesigner();
    await waitFor(() => expect(previewLabels()).toEqual(["Name"]));
    await userEvent.click(screen.getByRole("button", { name: "Edit display field Name" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit display field Name" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete display item" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(calls.deletes).toEqual([]);

    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    const again = await screen.findByRole("alertdialog", { name: "Delete display item" });
    expect(within(again).getByText("Are you sure you want to delete this display item?")).toBeInTheDocument();
    await userEvent.click(within(again).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls.deletes).toEqual([String(ITEM.name)]));
    expect(await screen.findByText("Item has been deleted")).toBeInTheDocument();
  });

  it("drops the settings of the field it leaves, keeps the general ones, and says when Save finds errors", async () => {
    const calls = await openDesigner();
    await waitFor(() => expect(previewLabels()).toEqual(["Name"]));
    await userEvent.click(screen.getByRole("button", { name: "Add display item" }));
    const dialog = await screen.findByRole("dialog", { name: "Add display item" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Not all fields are (correctly) filled in.")).toBeInTheDocument();

    const choice = within(dialog).getByRole("combobox", { name: /Data field or link/ });
    await waitFor(() => expect(within(choice).getByRole("option", { name: "name" })).toBeInTheDocument());
    await userEvent.selectOptions(choice, "name");
    await userEvent.click(within(dialog).getByRole("tab", { name: "Settings" }));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Phone number" }));
    await userEvent.click(
      within(dialog).getByRole("checkbox", { name: "Show the information text directly" }),
    );
    await userEvent.click(within(dialog).getByRole("tab", { name: /Field/ }));
    await userEvent.selectOptions(choice, "notes");
    await userEvent.click(within(dialog).getByRole("tab", { name: "Settings" }));
    expect(within(dialog).queryByRole("checkbox", { name: "Phone number" })).not.toBeInTheDocument();
    expect(
      within(dialog).getByRole("checkbox", { name: "Show the information text directly" }),
    ).toBeChecked();
    await userEvent.click(within(dialog).getByRole("tab", { name: "Labels" }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Label (English)" }), "Remarks");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.posts).toHaveLength(1));
    expect(calls.posts[0]?.settings).toEqual({ show_info_direct: true });
  });

  it("labels in the entity's languages when no environment is chosen in the shell", async () => {
    currentEnvironment.set(null);
    await openDesigner();
    await userEvent.click(screen.getByRole("button", { name: "Add display item" }));
    const dialog = await screen.findByRole("dialog", { name: "Add display item" });
    await userEvent.click(within(dialog).getByRole("tab", { name: "Labels" }));
    expect(await within(dialog).findByRole("textbox", { name: "Label (English)" })).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Label (Nederlands)" })).toBeInTheDocument();
  });
});
