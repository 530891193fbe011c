// @vitest-environment jsdom
import "../../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { renderApp } from "../../../../testing/renderApp";
import { server } from "../../../../testing/server";
import { tokenFor } from "../../../../testing/tokenFor";
import { currentEnvironment } from "../../../environment/state/currentEnvironment";
import { tokenStore } from "../../../session/state/tokenStore";
import { designerBundle, ITEM, ROLES } from "../../testing/designerBundle";
import {
  type FieldCalls,
  fieldEditorHandlers,
  newFieldCalls,
  savedDataField,
} from "./testing/fieldEditorHandlers";

// The page loads lazily; loading it once here keeps its first transform out of the tests' time.
beforeAll(() => import("../FieldEditorPage"), 120_000);

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

async function openDesigner() {
  const calls: FieldCalls = newFieldCalls();
  server.use(
    ...fieldEditorHandlers(calls),
    http.get("/api/defdossier/:id/bundle", () => HttpResponse.json(designerBundle())),
    http.get("/api/role", () => HttpResponse.json({ results: ROLES, pager: {} })),
  );
  renderApp("/fieldeditor/10");
  await screen.findByRole("heading", { name: "Field designer: Contacts" }, { timeout: 20_000 });
  return calls;
}

/** The input the preview draws for a display item. */
function previewInput(itemId: number): HTMLElement {
  const preview = document.getElementById("designer-preview-heading")?.parentElement as HTMLElement;
  const item = preview.querySelector(`[data-item-id="${itemId}"]`) as HTMLElement;
  // The open editor hides the page from assistive technology; the preview is still drawn beside it.
  return within(item).getByRole("textbox", { hidden: true });
}

describe("the designer's data field and link entry", () => {
  it("opens an existing data field, whose obligatory change redraws the preview before saving", async () => {
    const calls = await openDesigner();
    await waitFor(() => expect(previewInput(ITEM.name)).not.toBeRequired());
    await userEvent.click(screen.getByRole("button", { name: "Data fields and links" }));
    await userEvent.click(await screen.findByRole("button", { name: "Edit data field name" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit data field name" });
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Obligatory" }));
    await waitFor(() => expect(previewInput(ITEM.name)).toBeRequired());
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Obligatory" }));
    await waitFor(() => expect(previewInput(ITEM.name)).not.toBeRequired());
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Obligatory" }));
    await waitFor(() => expect(previewInput(ITEM.name)).toBeRequired());
    // Cancel asks first (the box is part of the unsaved draft); Close drops the change from the preview.
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    const question = await screen.findByRole("alertdialog", { name: "Confirmation" });
    await userEvent.click(within(question).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(previewInput(ITEM.name)).not.toBeRequired());
    expect(calls.writes).toEqual([]);
  }, 60_000);

  it("lists the entity's data fields and links, and opens the new data field and link editors", async () => {
    await openDesigner();
    await userEvent.click(screen.getByRole("button", { name: "Data fields and links" }));
    expect(await screen.findByRole("button", { name: "Edit data field code" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Edit link field company" }));
    expect(await screen.findByRole("dialog", { name: "Edit link field company" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole("button", { name: "New data field" }));
    expect(await screen.findByRole("dialog", { name: "New data field" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole("button", { name: "New link field" }));
    expect(await screen.findByRole("dialog", { name: "New link field" })).toBeInTheDocument();
  }, 60_000);
  it("starts a reopened editor from the server's answer, not from the copy of the last opening", async () => {
    await openDesigner();
    let name = "name";
    server.use(
      http.get("/api/defdossierdeffield/:id", () => HttpResponse.json({ ...savedDataField(51), name })),
    );
    const reopen = async () => {
      await userEvent.click(screen.getByRole("button", { name: "Data fields and links" }));
      await userEvent.click(await screen.findByRole("button", { name: "Edit data field name" }));
    };
    await reopen();
    let dialog = await screen.findByRole("dialog", { name: "Edit data field name" });
    expect(within(dialog).getByRole("textbox", { name: /Name/ })).toHaveValue("name");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    name = "renamed";
    await reopen();
    dialog = await screen.findByRole("dialog", { name: "Edit data field renamed" });
    expect(within(dialog).getByRole("textbox", { name: /Name/ })).toHaveValue("renamed");
  }, 60_000);
});
