// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import type { Bundle } from "../../../../schemas";
import { platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";
import { ENTITY, listBundle, listHandlers } from "../testing/listHandlers";

/** The contact list's Notes tab and its edit item (fixtures/bundles/crm-contact.json). */
const NOTES_TAB = 2246;
const NOTES_EDIT = 2492;

/** An action button placed as a list column of the contacts. */
function actionColumn(id: number, label: string, settings: Record<string, unknown>) {
  return {
    id,
    view: "list",
    rank: 90 + id,
    col: 1,
    colspan: 6,
    rowspan: 1,
    translations: [{ culture: "en_GB", name: label }],
    permissions_type: null,
    roles: [],
    settings,
    def_dossier_def_field: {
      id: id + 1000,
      name: `action_${id}`,
      obligatory: false,
      def_field: { id: id + 2000, type: "customActionButton", settings: {} },
      def_field_lists: [],
    },
  };
}

function bundleWithActions(): Bundle {
  const bundle = listBundle();
  const main = bundle.positions.find((position) => position.type === "main_content");
  main?.display_items.push(
    actionColumn(9001, "Open notes", { action: "popup_tab_or_view", popup_view: NOTES_TAB }) as never,
    actionColumn(9002, "Send event", { action: "fire_event", event_id: 3 }) as never,
  );
  return bundle;
}

function serve(mayEdit = true) {
  const fired: string[] = [];
  const { handlers } = listHandlers();
  // The first handler that matches answers: these before the list's own.
  server.use(
    http.get(`/api/defdossier/${ENTITY}/bundle`, () => HttpResponse.json(bundleWithActions())),
    http.get("/api/contentdossier/is-credential-allowed", () => HttpResponse.json({ allowed: mayEdit })),
    http.get("/api/contentdossier/1", () =>
      HttpResponse.json({
        id: 1,
        content: { [NOTES_EDIT]: "Prefers tea" },
        items: [{ id: NOTES_EDIT, key: "f2195" }],
        version: 2,
      }),
    ),
    http.patch("/api/event/trigger/:itemId/:dossierId", ({ params }) => {
      fired.push(`${params.itemId}/${params.dossierId}`);
      return HttpResponse.json({});
    }),
    ...platformHandlers(),
    ...handlers,
  );
  return fired;
}

beforeEach(() => {
  sessionStorage.clear();
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

describe("custom action buttons in a list", () => {
  it("show a button on every saved row, never 'Save this item first'", async () => {
    serve();
    renderApp(`/defdossier/${ENTITY}`);
    const table = await screen.findByRole("table", { name: "Contacts" });
    expect(await within(table).findAllByRole("button", { name: "Open notes" })).toHaveLength(2);
    expect(within(table).getAllByRole("button", { name: "Send event" })).toHaveLength(2);
    expect(within(table).queryByText("Save this item first")).not.toBeInTheDocument();
  });

  it("fire the event for the row's record", async () => {
    const fired = serve();
    renderApp(`/defdossier/${ENTITY}`);
    const table = await screen.findByRole("table", { name: "Contacts" });
    const [first] = await within(table).findAllByRole("button", { name: "Send event" });
    await userEvent.click(first as HTMLElement);
    await waitFor(() => expect(fired).toEqual(["9002/1"]));
  });

  it("open popup_tab_or_view on the configured tab of the row's record", async () => {
    serve();
    renderApp(`/defdossier/${ENTITY}`);
    const table = await screen.findByRole("table", { name: "Contacts" });
    const [first] = await within(table).findAllByRole("button", { name: "Open notes" });
    await userEvent.click(first as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Anna Jansen" });
    expect(await within(dialog).findByRole("textbox", { name: "Notes" })).toHaveTextContent("Prefers tea");
    // Only the Notes tab: not the main content's first name.
    expect(within(dialog).queryByRole("textbox", { name: /First name/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Save" })).toBeInTheDocument();
  });
});
