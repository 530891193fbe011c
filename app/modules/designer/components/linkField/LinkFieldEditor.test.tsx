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
import {
  type FieldCalls,
  fieldEditorHandlers,
  newFieldCalls,
} from "../dataField/testing/fieldEditorHandlers";
import { LinkFieldEditor } from "./LinkFieldEditor";

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

function open(linkId?: number, answers: { [call: string]: () => Response } = {}) {
  const calls: FieldCalls = newFieldCalls();
  server.use(...fieldEditorHandlers(calls, answers));
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderWithProviders(
    <LinkFieldEditor
      entityId={10}
      environmentId={1000}
      {...(linkId !== undefined ? { linkId } : {})}
      onClose={onClose}
      onSaved={onSaved}
    />,
  );
  return { calls, onClose, onSaved };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("the link field editor", () => {
  it("requires a name, a type and a target entity before sending anything", async () => {
    const { calls } = open();
    const dialog = await screen.findByRole("dialog", { name: "New link field" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getAllByText("This is a required field")).toHaveLength(3);
    expect(within(dialog).getByRole("combobox", { name: /Type of link/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(within(dialog).getByRole("combobox", { name: /Target entity/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    // A name of signs only keeps nothing.
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Name/ }), "***");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText("This value is not valid")).toBeInTheDocument();
    expect(calls.posts).toEqual({});
  });

  it("creates with POST /defdossierlink and the reduced name, then places it in the chosen views", async () => {
    const { calls, onClose, onSaved } = open();
    const dialog = await screen.findByRole("dialog", { name: "New link field" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Name/ }), "Company link (main)!");
    expect(within(dialog).getByText("Saved as Company_link_main")).toBeInTheDocument();
    await userEvent.selectOptions(
      within(dialog).getByRole("combobox", { name: /Type of link/ }),
      "Embedded list",
    );
    const target = within(dialog).getByRole("combobox", { name: /Target entity/ });
    await waitFor(() =>
      expect(within(target).getByRole("option", { name: "Companies" })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(target, "Companies");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Obligatory" }));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Multiple" }));
    const query = within(dialog).getByRole("combobox", { name: "Limit the choice to a query" });
    await waitFor(() =>
      expect(within(query).getByRole("option", { name: "Active companies" })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(query, "Active companies");
    await userEvent.click(within(dialog).getByRole("tab", { name: "Misc" }));
    expect(within(dialog).getByRole("radio", { name: "Keep the linked records" })).toBeChecked();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Refuse while records are linked" }));
    await userEvent.click(within(dialog).getByRole("radio", { name: "Archive the linked records" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    const follow = await screen.findByRole("alertdialog", { name: "Add display items?" });
    expect(calls.posts.defdossierlink).toEqual([
      {
        obligatory: true,
        name: "Company_link_main",
        typeOfLink: "embeddedList",
        cascadeRule: "constraint",
        archiveCascadeRule: "archive",
        defDossier: 10,
        settings: { multiple: true, limit_output_to_mis_item: "q-active" },
        childDefDossier: 20,
        locked: false,
        environment: 1000,
        uuid: expect.stringMatching(UUID),
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(71);
    await userEvent.click(within(follow).getByRole("checkbox", { name: "Show" }));
    await userEvent.click(within(follow).getByRole("button", { name: "Yes" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.posts.displayitem).toEqual([
      {
        defDossier: 10,
        environment: 1000,
        defDossierLink: 71,
        rank: 2,
        col: 1,
        rowspan: 12,
        colspan: 4,
        translations: [
          { culture: "nl_NL", name: "Company_link_main" },
          { culture: "en_GB", name: "Company_link_main" },
        ],
        view: "show",
        displayPosition: 1,
      },
    ]);
    // A long walk through two dialogs; Chakra renders slowly in jsdom on a busy machine.
  }, 90_000);

  it("saves an existing link with PATCH, without its target entity, which cannot change", async () => {
    const { calls, onClose } = open(31);
    const dialog = await screen.findByRole("dialog", { name: "Edit link field company" });
    const target = within(dialog).getByRole("combobox", { name: /Target entity/ });
    await waitFor(() => expect(target).toHaveValue("20"));
    expect(target).toBeDisabled();
    expect(within(dialog).getByText("An existing link cannot change its target entity")).toBeInTheDocument();
    await userEvent.selectOptions(
      within(dialog).getByRole("combobox", { name: /Type of link/ }),
      "Embedded list",
    );
    await userEvent.click(within(dialog).getByRole("tab", { name: "Misc" }));
    await userEvent.click(within(dialog).getByRole("radio", { name: "Delete the linked records" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.writes).toHaveLength(1));
    expect(calls.writes[0]).toEqual({
      method: "PATCH",
      path: "/api/defdossierlink/31",
      body: {
        obligatory: false,
        cascadeRule: "delete",
        archiveCascadeRule: "",
        settings: { other: 1, multiple: false, limit_output_to_mis_item: null },
        name: "company",
        typeOfLink: "embeddedList",
        locked: false,
      },
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("keeps Save disabled on a locked link until it is unlocked", async () => {
    open(32);
    const dialog = await screen.findByRole("dialog", { name: "Edit link field owner" });
    const save = within(dialog).getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Locked" }));
    expect(save).toBeEnabled();
  });

  it("shows a 400 answer's error on its field, with the invalid-form toast", async () => {
    const create = vi.spyOn(designerToaster, "create");
    const { calls } = open(31, {
      "PATCH /api/defdossierlink/31": () =>
        HttpResponse.json({ errors: { name: "This value is already used" } }, { status: 400 }),
    });
    const dialog = await screen.findByRole("dialog", { name: "Edit link field company" });
    await userEvent.click(within(dialog).getByRole("tab", { name: "Misc" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.writes).toHaveLength(1));
    expect(within(dialog).getByRole("tab", { name: /Default/ })).toHaveAttribute("aria-selected", "true");
    expect(await within(dialog).findByText("This value is already used")).toBeInTheDocument();
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        type: "error",
        title: "Not all fields are (correctly) filled in.",
      }),
    );
    create.mockRestore();
  });

  it("lists where it is used on Info and deletes it from the Delete tab after a confirmation", async () => {
    const { calls, onClose } = open(31);
    const dialog = await screen.findByRole("dialog", { name: "Edit link field company" });
    await userEvent.click(within(dialog).getByRole("tab", { name: "Info" }));
    expect(await within(dialog).findByText("Item 305")).toBeInTheDocument();
    const info = within(dialog).getByRole("tabpanel");
    expect(within(info).getByText("Back link").nextElementSibling).toHaveTextContent("None");
    expect(within(info).getByText("Created by").nextElementSibling).toHaveTextContent("root");
    await userEvent.click(within(dialog).getByRole("tab", { name: "Delete" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete link field" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete link field" });
    expect(within(confirm).getByText("Delete company?")).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.deletes).toEqual(["/api/defdossierlink/31"]);
  });

  it("offers Delete only once the link exists", async () => {
    open();
    const dialog = await screen.findByRole("dialog", { name: "New link field" });
    await userEvent.click(within(dialog).getByRole("tab", { name: "Delete" }));
    expect(
      within(within(dialog).getByRole("tabpanel")).getByText("Save this item first"),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Delete link field" })).not.toBeInTheDocument();
  });

  it("says 'Not all fields are (correctly) filled in.' when Save finds errors", async () => {
    const create = vi.spyOn(designerToaster, "create");
    open();
    const dialog = await screen.findByRole("dialog", { name: "New link field" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(create).toHaveBeenCalledWith({
      type: "error",
      title: "Not all fields are (correctly) filled in.",
    });
    create.mockRestore();
  });

  it("shows the 'Item not found' badge when the link is gone (404)", async () => {
    open(31);
    server.use(
      http.get("/api/defdossierlink/:id", () =>
        HttpResponse.json({ message: "Item not found" }, { status: 404 }),
      ),
    );
    const dialog = await screen.findByRole("dialog", { name: "Edit link field" });
    expect(await within(dialog).findByRole("status")).toHaveTextContent("Item not found");
  });

  it("shows 'Something went wrong' and Retry when the Info list cannot load, and loads it on Retry", async () => {
    open(31);
    let failing = true;
    server.use(
      http.get("/api/displayitem", () =>
        failing ? HttpResponse.json({ message: "down" }, { status: 500 }) : undefined,
      ),
    );
    const dialog = await screen.findByRole("dialog", { name: "Edit link field company" });
    await userEvent.click(within(dialog).getByRole("tab", { name: "Info" }));
    expect(
      await within(dialog).findByText("Something went wrong", {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(dialog).getByRole("button", { name: "Retry" }));
    expect(await within(dialog).findByText("Item 305")).toBeInTheDocument();
  });
});
