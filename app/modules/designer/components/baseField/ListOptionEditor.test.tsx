// @vitest-environment jsdom
import "../../../../testing/setup";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { designerToaster } from "../../../../components/designerToaster";
import { LOCALES } from "../../../../testing/platformHandlers";
import { renderWithProviders } from "../../../../testing/renderWithProviders";
import { server } from "../../../../testing/server";
import { tokenFor } from "../../../../testing/tokenFor";
import { currentEnvironment } from "../../../environment/state/currentEnvironment";
import { tokenStore } from "../../../session/state/tokenStore";
import { ROLES } from "../../testing/designerBundle";
import { BaseFieldEditor } from "./BaseFieldEditor";
import { ListOptionEditor } from "./ListOptionEditor";
import { baseFieldApi } from "./testing/baseFieldApi";

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The editor of Status (5) on its List options tab. */
async function openOptions(answers: Parameters<typeof baseFieldApi>[0] = {}) {
  const api = baseFieldApi(answers);
  server.use(...api.handlers);
  renderWithProviders(<BaseFieldEditor baseFieldId={5} environmentId={1000} onClose={() => {}} />);
  const editor = await screen.findByRole("dialog", { name: "Edit base field Status" });
  await userEvent.click(within(editor).getByRole("tab", { name: "List options" }));
  await within(editor).findByRole("list", { name: "List options" });
  return { ...api, editor };
}

function rows(editor: HTMLElement): string[] {
  return within(within(editor).getByRole("list", { name: "List options" }))
    .getAllByRole("listitem")
    .map((row) => row.querySelector("p")?.textContent ?? "");
}

describe("ListOptionEditor", () => {
  it("lists the options by rank with their colour, default and restriction", async () => {
    const { editor } = await openOptions();
    expect(rows(editor)).toEqual(["Open", "Closed", "Waiting"]);
    const row = (name: string) =>
      within(editor)
        .getByRole("button", { name: `Edit list option ${name}` })
        .closest("li") as HTMLElement;
    expect(within(row("Closed")).getByText("Default")).toBeInTheDocument();
    expect(within(row("Open")).queryByText("Default")).toBeNull();
    expect(within(row("Waiting")).getByText("Hidden for some roles")).toBeInTheDocument();
    expect(within(row("Open")).queryByText("Hidden for some roles")).toBeNull();
  });

  it("saves texts per language, colour, default and hidden roles with PATCH {def field list}/{id}", async () => {
    const { editor, writes } = await openOptions();
    await userEvent.click(within(editor).getByRole("button", { name: "Edit list option Open" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit list option Open" });
    const english = within(dialog).getByRole("textbox", { name: "Text (English)" });
    expect(english).toHaveValue("Open");
    expect(within(dialog).getByRole("textbox", { name: "Text (Nederlands)" })).toHaveValue("Open");
    await userEvent.clear(english);
    await userEvent.type(english, "Opened");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Pretext (English)" }), "Pick");
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Information text (Nederlands)" }),
      "Nieuw",
    );
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Default" }));

    await userEvent.click(within(dialog).getByRole("tab", { name: "Layout" }));
    expect(within(dialog).getByText("#00FF00")).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText("Colour"), { target: { value: "#112233" } });
    expect(within(dialog).getByText("#112233")).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("tab", { name: "Visibility" }));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Clerks" }));
    expect(writes()).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: "PATCH",
      path: "/deffieldlist/41",
      body: {
        color: "#112233",
        default: true,
        defField: 5,
        translations: [
          { culture: "en_GB", text: "Opened", settings: { informationtext: null, pretext: "Pick" } },
          {
            culture: "nl_NL",
            text: "Open",
            settings: { informationtext: "Nieuw", pretext: null },
          },
        ],
        rank: 0,
        settings: { roles: [8] },
        environment: 1000,
      },
    });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit list option Open" })).toBeNull());
  }, 60_000);

  it("adds an option after the others: a text is required, an unset colour is #F5F5F5", async () => {
    const { editor, writes } = await openOptions();
    await userEvent.click(within(editor).getByRole("button", { name: "Add list option" }));
    const dialog = await screen.findByRole("dialog", { name: "New list option" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText("This is a required field")).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await userEvent.click(within(dialog).getByRole("tab", { name: "Layout" }));
    expect(within(dialog).getByText("Not set (#F5F5F5)")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Clear colour" })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole("tab", { name: /Generic/ }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Text (English)" }), "Later");
    expect(within(dialog).queryByText("This is a required field")).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: "POST",
      path: "/deffieldlist",
      body: {
        color: null,
        default: false,
        defField: 5,
        translations: [
          { culture: "en_GB", text: "Later", settings: { informationtext: null, pretext: null } },
        ],
        rank: 3,
        settings: { roles: [] },
        environment: 1000,
      },
    });
  });

  it("clears a colour back to unset", async () => {
    const { editor, writes } = await openOptions();
    await userEvent.click(within(editor).getByRole("button", { name: "Edit list option Waiting" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit list option Waiting" });
    await userEvent.click(within(dialog).getByRole("tab", { name: "Layout" }));
    expect(within(dialog).getByText("#FFAA00")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Clear colour" }));
    expect(within(dialog).getByText("Not set (#F5F5F5)")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body?.color).toBeNull();
  });

  it("deletes an option only after the confirmation", async () => {
    const { editor, writes } = await openOptions();
    await userEvent.click(within(editor).getByRole("button", { name: "Edit list option Closed" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit list option Closed" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete list option" });
    expect(within(confirm).getByText("Are you sure you want to delete this item?")).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(writes()).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog", { name: "Delete list option" })).getByRole("button", {
        name: "Delete",
      }),
    );
    await waitFor(() => expect(writes()).toEqual([{ method: "DELETE", path: "/deffieldlist/42" }]));
  });

  it("moves an option with the keyboard and saves only the ranks that changed", async () => {
    // jsdom lays nothing out: give each option row a place 40 px below the one before.
    vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
      const row = this.closest("[data-option-id]");
      const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
      return new DOMRect(0, index * 40, 300, 40);
    });
    const { editor, writes } = await openOptions();
    const handle = within(editor).getByRole("button", { name: "Move Open" });
    handle.focus();
    await userEvent.keyboard(" ");
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.keyboard(" ");
    // Open (0), Closed (1), Waiting (2) become Closed, Open, Waiting: Waiting keeps rank 2.
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: "PATCH", path: "/deffieldlist/42", body: { rank: 0 } },
        { method: "PATCH", path: "/deffieldlist/41", body: { rank: 1 } },
      ]),
    );
  });

  it("shows a 400 answer's errors on their tabs, with the invalid-form toast, and keeps the editor open", async () => {
    const create = vi.spyOn(designerToaster, "create");
    const { editor, writes } = await openOptions({
      patchOption: () =>
        HttpResponse.json(
          { errors: { color: "This value is not valid", "settings.roles": "This value is not valid" } },
          { status: 400 },
        ),
    });
    await userEvent.click(within(editor).getByRole("button", { name: "Edit list option Open" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit list option Open" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    // The editor turns to the first tab with an error once the answer is in: wait for it, not for the tab.
    await waitFor(() =>
      expect(within(dialog).getByRole("tab", { name: /Layout/ })).toHaveAttribute("aria-selected", "true"),
    );
    // By name: a panel being closed may still be in the document for a moment.
    expect(
      within(within(dialog).getByRole("tabpanel", { name: /Layout/ })).getByText("This value is not valid"),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("tab", { name: /Visibility/ })).toHaveTextContent("!");
    await userEvent.click(within(dialog).getByRole("tab", { name: /Visibility/ }));
    expect(
      within(await within(dialog).findByRole("tabpanel", { name: /Visibility/ })).getByText(
        "This value is not valid",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Edit list option Open" })).toBeInTheDocument();
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        type: "error",
        title: "Not all fields are (correctly) filled in.",
      }),
    );
    create.mockRestore();
  });

  it("says 'Not all fields are (correctly) filled in.' when Save finds errors", async () => {
    const create = vi.spyOn(designerToaster, "create");
    const { editor } = await openOptions();
    await userEvent.click(within(editor).getByRole("button", { name: "Add list option" }));
    const dialog = await screen.findByRole("dialog", { name: "New list option" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(create).toHaveBeenCalledWith({
      type: "error",
      title: "Not all fields are (correctly) filled in.",
    });
  });

  it("shows 'Something went wrong' and Retry when the options cannot load, and loads them on Retry", async () => {
    const api = baseFieldApi();
    let failing = true;
    server.use(...api.handlers);
    server.use(
      http.get("/api/deffieldlist", () =>
        failing
          ? HttpResponse.json({ message: "down" }, { status: 500 })
          : HttpResponse.json({ results: api.fields[5]?.def_field_lists ?? [], pager: {} }),
      ),
    );
    renderWithProviders(<BaseFieldEditor baseFieldId={5} environmentId={1000} onClose={() => {}} />);
    const editor = await screen.findByRole("dialog", { name: "Edit base field Status" });
    await userEvent.click(within(editor).getByRole("tab", { name: "List options" }));
    expect(
      await within(editor).findByText("Something went wrong", {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(editor).getByRole("button", { name: "Retry" }));
    await within(editor).findByRole("list", { name: "List options" });
    expect(rows(editor)).toEqual(["Open", "Closed", "Waiting"]);
  });
});

describe("the list option editor's unsaved changes", () => {
  it("asks before Cancel or Escape drops a change: 'Continue working' keeps it, Close drops it", async () => {
    const { editor, writes } = await openOptions();
    await userEvent.click(within(editor).getByRole("button", { name: "Edit list option Open" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit list option Open" });
    const english = within(dialog).getByRole("textbox", { name: "Text (English)" });
    await userEvent.type(english, "ed");

    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    let question = await screen.findByRole("alertdialog", { name: "Confirmation" });
    expect(within(question).getByText("You made unsaved changes")).toBeInTheDocument();
    await userEvent.click(within(question).getByRole("button", { name: "Continue working" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(within(dialog).getByRole("textbox", { name: "Text (English)" })).toHaveValue("Opened");

    await userEvent.keyboard("{Escape}");
    question = await screen.findByRole("alertdialog", { name: "Confirmation" });
    // Opened again over the editor, the question takes pointer events a moment after it shows.
    await waitFor(() => expect(question).toHaveStyle({ pointerEvents: "auto" }));
    await userEvent.click(within(question).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit list option Open" })).toBeNull());
    // Only the option's editor closed: the base field's stays open on its options.
    expect(screen.getByRole("dialog", { name: "Edit base field Status" })).toBeInTheDocument();
    expect(rows(editor)).toEqual(["Open", "Closed", "Waiting"]);
    expect(writes()).toEqual([]);
  }, 60_000);

  it("is clean again once saved: Cancel after a save closes without asking", async () => {
    const api = baseFieldApi();
    server.use(...api.handlers);
    const onClose = vi.fn();
    const onSaved = vi.fn(() => Promise.resolve());
    renderWithProviders(
      <ListOptionEditor
        baseFieldId={5}
        environmentId={1000}
        option={api.fields[5]?.def_field_lists?.[0]}
        nextRank={3}
        locales={LOCALES.slice(0, 2)}
        roles={ROLES}
        onClose={onClose}
        onSaved={onSaved}
      />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Edit list option Open" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Text (English)" }), "ed");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.writes()).toHaveLength(1);
    // The test's onClose leaves the editor open, so what its Cancel does after the save shows.
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});
