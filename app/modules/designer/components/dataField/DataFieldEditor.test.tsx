// @vitest-environment jsdom
import "../../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { designerToaster } from "../../../../components/designerToaster";
import { renderWithProviders } from "../../../../testing/renderWithProviders";
import { server } from "../../../../testing/server";
import { tokenFor } from "../../../../testing/tokenFor";
import { currentEnvironment } from "../../../environment/state/currentEnvironment";
import { tokenStore } from "../../../session/state/tokenStore";
import { DataFieldEditor } from "./DataFieldEditor";
import {
  BASE_FIELDS,
  type FieldCalls,
  fieldEditorHandlers,
  newFieldCalls,
} from "./testing/fieldEditorHandlers";

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

function open(dataFieldId?: number, answers: { [call: string]: () => Response } = {}) {
  const calls: FieldCalls = newFieldCalls();
  server.use(...fieldEditorHandlers(calls, answers));
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderWithProviders(
    <DataFieldEditor
      entityId={10}
      environmentId={1000}
      {...(dataFieldId !== undefined ? { dataFieldId } : {})}
      onClose={onClose}
      onSaved={onSaved}
    />,
  );
  return { calls, onClose, onSaved };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function chooseBaseField(dialog: HTMLElement, search: string, option: string) {
  await userEvent.type(within(dialog).getByRole("searchbox", { name: "Search base fields" }), search);
  const select = within(dialog).getByRole("combobox", { name: /Base field/ });
  await waitFor(() => expect(within(select).getByRole("option", { name: option })).toBeInTheDocument());
  await userEvent.selectOptions(select, option);
}

describe("the data field editor", () => {
  it("requires a name and a base field before sending anything", async () => {
    const { calls } = open();
    const dialog = await screen.findByRole("dialog", { name: "New data field" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getAllByText("This is a required field")).toHaveLength(2);
    expect(within(dialog).getByRole("textbox", { name: /Name/ })).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByRole("combobox", { name: /Base field/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Name/ }), "x");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getAllByText("This is a required field")).toHaveLength(1);
    expect(calls.posts).toEqual({});
  });

  it("narrows the base fields by the search and shows the chosen one's type and settings on Misc", async () => {
    open();
    const dialog = await screen.findByRole("dialog", { name: "New data field" });
    const select = within(dialog).getByRole("combobox", { name: /Base field/ });
    await waitFor(() => expect(within(select).getAllByRole("option")).toHaveLength(4));
    await chooseBaseField(dialog, "date", "birth date (date)");
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose", "birth date (date)"]);
    await userEvent.click(within(dialog).getByRole("tab", { name: "Misc" }));
    expect(within(dialog).getByText("withtime")).toBeInTheDocument();
    expect(within(dialog).getByText("true")).toBeInTheDocument();
  });

  it("creates with POST /defdossierdeffield and the sanitised name, then places it in the chosen views", async () => {
    const { calls, onClose, onSaved } = open();
    const dialog = await screen.findByRole("dialog", { name: "New data field" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Name/ }), " Birth date (main)! ");
    expect(within(dialog).getByText("Saved as Birth_date__main__")).toBeInTheDocument();
    await chooseBaseField(dialog, "birth", "birth date (date)");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Obligatory" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    const follow = await screen.findByRole("alertdialog", { name: "Add display items?" });
    expect(calls.posts.defdossierdeffield).toEqual([
      {
        obligatory: true,
        defField: 160,
        name: "Birth_date__main__",
        defDossier: 10,
        settings: {},
        locked: false,
        environment: 1000,
        uuid: expect.stringMatching(UUID),
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(61);
    expect(onClose).not.toHaveBeenCalled();

    // General: the views with a position each; Edit goes to the Details tab, List stays in General.
    expect(
      within(follow)
        .getAllByRole("checkbox")
        .map((box) => box.closest("label")?.textContent),
    ).toEqual(["Edit", "Show", "List", "Search", "Advanced search", "card"]);
    const yes = within(follow).getByRole("button", { name: "Yes" });
    expect(yes).toBeDisabled();
    await userEvent.click(within(follow).getByRole("checkbox", { name: "Edit" }));
    await userEvent.click(within(follow).getByRole("checkbox", { name: "List" }));
    await userEvent.selectOptions(
      within(follow).getByRole("combobox", { name: "Display position of Edit" }),
      "Details",
    );
    expect(within(follow).getByRole("combobox", { name: "Display position of List" })).toHaveValue("1");
    // Labels: each language starts with the name.
    await userEvent.click(within(follow).getByRole("tab", { name: "Labels" }));
    const english = within(follow).getByRole("textbox", { name: "Label (English)" });
    expect(english).toHaveValue("Birth_date__main__");
    await userEvent.clear(english);
    await userEvent.type(english, "Birth date");
    await userEvent.click(yes);

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const translations = [
      { culture: "nl_NL", name: "Birth_date__main__" },
      { culture: "en_GB", name: "Birth date" },
    ];
    const common = {
      defDossier: 10,
      environment: 1000,
      defDossierDefField: 61,
      col: 1,
      rowspan: 12,
      colspan: 4,
    };
    expect(calls.posts.displayitem).toEqual([
      { ...common, rank: 3, translations, view: "edit", displayPosition: 2 },
      { ...common, rank: 1, translations, view: "list", displayPosition: 1 },
    ]);
    // A long walk through two dialogs; Chakra renders slowly in jsdom on a busy machine.
  }, 90_000);

  it("says when placing fails, and places only the views still missing on Yes again", async () => {
    let tries = 0;
    const { calls, onClose } = open(undefined, {
      "POST displayitem": () => {
        tries++;
        return tries === 2
          ? HttpResponse.json({ message: "Something went wrong" }, { status: 500 })
          : HttpResponse.json({ id: 400 + tries, uuid: "new" }, { status: 201 });
      },
    });
    const dialog = await screen.findByRole("dialog", { name: "New data field" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Name/ }), "status");
    await chooseBaseField(dialog, "stat", "status (list)");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    const follow = await screen.findByRole("alertdialog", { name: "Add display items?" });
    await userEvent.click(within(follow).getByRole("checkbox", { name: "Edit" }));
    await userEvent.click(within(follow).getByRole("checkbox", { name: "Show" }));
    await userEvent.click(within(follow).getByRole("button", { name: "Yes" }));
    expect(await within(follow).findByText("Something went wrong")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(follow).getByRole("checkbox", { name: "Edit" })).not.toBeChecked();
    expect(within(follow).getByRole("checkbox", { name: "Show" })).toBeChecked();
    await userEvent.click(within(follow).getByRole("button", { name: "Yes" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.posts.displayitem?.map((body) => body.view)).toEqual(["edit", "show", "show"]);
  }, 60_000);

  it("closes on No without placing the new data field", async () => {
    const { calls, onClose } = open();
    const dialog = await screen.findByRole("dialog", { name: "New data field" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Name/ }), "status");
    await chooseBaseField(dialog, "stat", "status (list)");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    const follow = await screen.findByRole("alertdialog", { name: "Add display items?" });
    await userEvent.click(within(follow).getByRole("button", { name: "No" }));
    expect(onClose).toHaveBeenCalled();
    expect(calls.posts.displayitem).toBeUndefined();
  });

  it("makes a new base field from beside the choice, which becomes the chosen one", async () => {
    const { calls } = open();
    const baseFields = [...BASE_FIELDS];
    server.use(
      http.get("/api/deffield", () => HttpResponse.json({ results: baseFields, pager: {} })),
      http.post("/api/deffield", async ({ request }) => {
        const body = (await request.json()) as { name: string; type: string };
        baseFields.push({ id: 180, name: body.name, type: body.type, settings: {} });
        return HttpResponse.json({ id: 180, uuid: "bf-180" }, { status: 201 });
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "New data field" });
    await userEvent.click(within(dialog).getByRole("button", { name: "New base field" }));
    const baseFieldEditor = await screen.findByRole("dialog", { name: "New base field" });
    await userEvent.type(within(baseFieldEditor).getByRole("textbox", { name: "Name" }), "nickname");
    await userEvent.selectOptions(within(baseFieldEditor).getByRole("combobox", { name: "Type" }), "email");
    await userEvent.click(within(baseFieldEditor).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "New base field" })).not.toBeInTheDocument(),
    );
    const select = within(dialog).getByRole("combobox", { name: /Base field/ });
    await waitFor(() => expect(select).toHaveValue("180"));
    expect(within(select).getByRole("option", { selected: true })).toHaveTextContent("nickname (email)");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Name/ }), "nick");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await screen.findByRole("alertdialog", { name: "Add display items?" });
    expect(calls.posts.defdossierdeffield?.[0]).toMatchObject({ defField: 180, name: "nick" });
  });

  it("saves an existing data field with PUT and the create body plus id and uuid", async () => {
    const { calls, onClose, onSaved } = open(51);
    const dialog = await screen.findByRole("dialog", { name: "Edit data field name" });
    const name = within(dialog).getByRole("textbox", { name: /Name/ });
    expect(name).toHaveValue("name");
    await userEvent.clear(name);
    await userEvent.type(name, "full name");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Locked" }));
    // Locking a field that is not locked yet can be saved.
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.writes).toHaveLength(1));
    expect(calls.writes[0]).toEqual({
      method: "PUT",
      path: "/api/defdossierdeffield/51",
      body: {
        id: 51,
        uuid: "df-51",
        obligatory: false,
        defField: 151,
        name: "full_name",
        defDossier: 10,
        settings: { note: "kept" },
        locked: true,
        environment: 1000,
      },
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalledWith(51);
  });

  it("keeps Save disabled on a locked data field until it is unlocked", async () => {
    const { calls } = open(52);
    const dialog = await screen.findByRole("dialog", { name: "Edit data field code" });
    const save = within(dialog).getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();
    expect(within(dialog).getByText("This field is locked: unlock it to save changes.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Locked" }));
    expect(save).toBeEnabled();
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Locked" }));
    expect(save).toBeDisabled();
    expect(calls.writes).toEqual([]);
  });

  it("shows a 400 answer's error on the name, with the invalid-form toast", async () => {
    const create = vi.spyOn(designerToaster, "create");
    const { calls } = open(51, {
      "PUT /api/defdossierdeffield/51": () =>
        HttpResponse.json({ errors: { name: "This value is already used" } }, { status: 400 }),
    });
    const dialog = await screen.findByRole("dialog", { name: "Edit data field name" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.writes).toHaveLength(1));
    expect(await within(dialog).findByText("This value is already used")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: /Name/ })).toHaveAttribute("aria-invalid", "true");
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        type: "error",
        title: "Not all fields are (correctly) filled in.",
      }),
    );
    create.mockRestore();
  });

  it("lists the display items using it on Info", async () => {
    open(51);
    const dialog = await screen.findByRole("dialog", { name: "Edit data field name" });
    await userEvent.click(within(dialog).getByRole("tab", { name: "Info" }));
    expect(await within(dialog).findByText("Item 301")).toBeInTheDocument();
    expect(within(dialog).getByText("Item 304")).toBeInTheDocument();
    expect(within(dialog).queryByText("Item 302")).not.toBeInTheDocument();
  });

  it("deletes after a confirmation, and shows the server's refusal", async () => {
    const refused = open(51, {
      "DELETE /api/defdossierdeffield/51": () =>
        HttpResponse.json({ message: "You cannot delete a placed field" }, { status: 400 }),
    });
    const dialog = await screen.findByRole("dialog", { name: "Edit data field name" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete data field" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await within(dialog).findByText("You cannot delete a placed field")).toBeInTheDocument();
    expect(refused.calls.deletes).toEqual(["/api/defdossierdeffield/51"]);
    expect(refused.onClose).not.toHaveBeenCalled();
  });

  it("deletes with DELETE /defdossierdeffield/{id} once confirmed, and not when cancelled", async () => {
    const { calls, onClose } = open(51);
    const dialog = await screen.findByRole("dialog", { name: "Edit data field name" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    let confirm = await screen.findByRole("alertdialog", { name: "Delete data field" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(calls.deletes).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    confirm = await screen.findByRole("alertdialog", { name: "Delete data field" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.deletes).toEqual(["/api/defdossierdeffield/51"]);
  });

  it("says 'Not all fields are (correctly) filled in.' when Save finds errors", async () => {
    const create = vi.spyOn(designerToaster, "create");
    open();
    const dialog = await screen.findByRole("dialog", { name: "New data field" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(create).toHaveBeenCalledWith({
      type: "error",
      title: "Not all fields are (correctly) filled in.",
    });
    create.mockRestore();
  });

  it("shows the 'Item not found' badge when the data field is gone (404)", async () => {
    open(51);
    server.use(
      http.get("/api/defdossierdeffield/:id", () =>
        HttpResponse.json({ message: "Item not found" }, { status: 404 }),
      ),
    );
    const dialog = await screen.findByRole("dialog", { name: "Edit data field" });
    expect(await within(dialog).findByRole("status")).toHaveTextContent("Item not found");
  });

  it("shows 'Something went wrong' and Retry when the Info list cannot load, and loads it on Retry", async () => {
    open(51);
    let failing = true;
    server.use(
      http.get("/api/displayitem", () =>
        failing ? HttpResponse.json({ message: "down" }, { status: 500 }) : undefined,
      ),
    );
    const dialog = await screen.findByRole("dialog", { name: "Edit data field name" });
    await userEvent.click(within(dialog).getByRole("tab", { name: "Info" }));
    expect(
      await within(dialog).findByText("Something went wrong", {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(dialog).getByRole("button", { name: "Retry" }));
    expect(await within(dialog).findByText("Item 301")).toBeInTheDocument();
  });
});

describe("the data field editor's unsaved changes", () => {
  it("asks before Cancel drops a change: 'Continue working' keeps it, Close drops it", async () => {
    const { calls, onClose } = open(51);
    const dialog = await screen.findByRole("dialog", { name: "Edit data field name" });
    const name = within(dialog).getByRole("textbox", { name: /Name/ });
    // A change typed back to the loaded value is no change.
    await userEvent.type(name, "x");
    await userEvent.type(name, "{Backspace}");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Obligatory" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    let question = await screen.findByRole("alertdialog", { name: "Confirmation" });
    expect(within(question).getByText("You made unsaved changes")).toBeInTheDocument();
    await userEvent.click(within(question).getByRole("button", { name: "Continue working" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole("checkbox", { name: "Obligatory" })).toBeChecked();

    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    question = await screen.findByRole("alertdialog", { name: "Confirmation" });
    // Opened again over the editor, the question takes pointer events a moment after it shows.
    await waitFor(() => expect(question).toHaveStyle({ pointerEvents: "auto" }));
    await userEvent.click(within(question).getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(calls.writes).toEqual([]);
  });

  it("asks before a new data field's typed name is dropped, not before an untouched one", async () => {
    const { onClose } = open();
    const dialog = await screen.findByRole("dialog", { name: "New data field" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Name/ }), "status");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(await screen.findByRole("alertdialog", { name: "Confirmation" })).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("is clean again once saved: Cancel after a save closes without asking", async () => {
    const { calls, onClose } = open(51);
    const dialog = await screen.findByRole("dialog", { name: "Edit data field name" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Name/ }), "_2");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(calls.writes).toHaveLength(1);
    // The test's onClose leaves the editor open, so what its Cancel does after the save shows.
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});
