// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";
import { bulkHandlers, EDIT } from "../testing/bulkHandlers";
import { ENTITY, listedRecord, listHandlers } from "../testing/listHandlers";

const PATH = `/defdossier/${ENTITY}`;
// The whole list page renders first, on a machine that may be busy.
const SLOW = 120_000;

beforeEach(() => {
  sessionStorage.clear();
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

function serve(options: Parameters<typeof bulkHandlers>[0] = {}, credentials = ["show", "massupdate"]) {
  const list = listHandlers({ credentials });
  const bulk = bulkHandlers(options);
  server.use(...platformHandlers(), ...bulk.handlers, ...list.handlers);
  return { bulk: bulk.log, list: list.log };
}

/** Selects both rows and chooses Mass update from More actions by keyboard. */
async function openMassUpdate() {
  await screen.findByRole("table", { name: "Contacts" }, { timeout: 30_000 });
  await userEvent.click(screen.getByRole("checkbox", { name: "Select all" }));
  const user = userEvent.setup();
  screen.getByRole("button", { name: "More actions" }).focus();
  await user.keyboard("{Enter}");
  await screen.findByRole("menuitem", { name: "Mass update" });
  await user.keyboard("Ma");
  await waitFor(() =>
    expect(screen.getByRole("menuitem", { name: "Mass update" })).toHaveAttribute("data-highlighted"),
  );
  await user.keyboard("{Enter}");
  return screen.findByRole("dialog", { name: "Mass update" });
}

describe("mass update", () => {
  it(
    "renders the edit view with nothing required and sends only the filled values, not overwriting",
    async () => {
      const { bulk, list } = serve();
      renderApp(PATH);
      const dialog = await openMassUpdate();
      const keep = await within(dialog).findByRole("radio", { name: "Do not overwrite filled values" });
      expect(keep).toBeChecked();
      // First name is obligatory on the entity, yet carries no asterisk here.
      const firstName = await within(dialog).findByRole("textbox", { name: "First name" });
      expect(firstName).not.toBeRequired();

      await userEvent.click(within(dialog).getByRole("button", { name: "Update" }));
      expect(await within(dialog).findByRole("alert")).toHaveTextContent("Fill in at least one field");
      expect(bulk.massUpdates).toEqual([]);

      await userEvent.type(await within(dialog).findByRole("textbox", { name: "Job title" }), "Buyer");
      const before = list.requests.length;
      await userEvent.click(within(dialog).getByRole("button", { name: "Update" }));
      await waitFor(() => expect(bulk.massUpdates).toHaveLength(1));
      expect(bulk.massUpdates[0]).toEqual({
        defDossier: ENTITY,
        dossier_ids: [1, 2],
        // Job title is rich text: the editor writes paragraphs.
        update_values: { [EDIT.jobTitle.id]: "<p>Buyer</p>" },
        overwrite: false,
        versions: { 1: 1, 2: 1 },
      });
      await waitFor(() =>
        expect(screen.queryByRole("dialog", { name: "Mass update" })).not.toBeInTheDocument(),
      );
      await waitFor(() => expect(list.requests.length).toBeGreaterThan(before));
    },
    SLOW,
  );

  it(
    "overwrites when chosen and shows the server's errors on their items",
    async () => {
      const { bulk } = serve({
        massUpdateAnswer: {
          status: 400,
          body: { errors: { [EDIT.email.id]: "Enter a valid email address" } },
        },
      });
      renderApp(PATH);
      const dialog = await openMassUpdate();
      await userEvent.click(await within(dialog).findByRole("radio", { name: "Overwrite filled values" }));
      await userEvent.type(within(dialog).getByRole("textbox", { name: "Email" }), "anna@example.test");
      await userEvent.click(within(dialog).getByRole("button", { name: "Update" }));
      await waitFor(() => expect(bulk.massUpdates).toHaveLength(1));
      expect(bulk.massUpdates[0]).toMatchObject({
        update_values: { [EDIT.email.id]: "anna@example.test" },
        overwrite: true,
      });
      const email = within(dialog).getByRole("textbox", { name: "Email" });
      await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
      expect(dialog).toHaveTextContent("Enter a valid email address");
      expect(await screen.findByText("The item could not be saved")).toBeInTheDocument();
      expect(screen.getByRole("dialog", { name: "Mass update" })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "sends the versions the list read, and on a 409 says someone else changed records; Update again sends theirs",
    async () => {
      const list = listHandlers({
        credentials: ["show", "massupdate"],
        records: [
          listedRecord(1, "Anna", "Jansen", { version: 3 }),
          listedRecord(2, "Bob", "Smit", { version: 5 }),
        ],
      });
      const conflicts = [{ id: 2, version: 6, modified_by: "carol" }];
      const bulk = bulkHandlers({ massUpdateAnswer: { status: 409, body: { conflicts } } });
      server.use(...platformHandlers(), ...bulk.handlers, ...list.handlers);
      renderApp(PATH);
      const dialog = await openMassUpdate();
      await userEvent.type(await within(dialog).findByRole("textbox", { name: "Job title" }), "Buyer");
      await userEvent.click(within(dialog).getByRole("button", { name: "Update" }));
      await waitFor(() => expect(bulk.log.massUpdates).toHaveLength(1));
      expect(bulk.log.massUpdates[0]).toMatchObject({ versions: { 1: 3, 2: 5 } });
      expect(await within(dialog).findByRole("alert")).toHaveTextContent(
        "Someone else changed some of these items in the meantime",
      );
      // Not 'Already existing items': this 409 is about versions.
      expect(screen.queryByRole("dialog", { name: "Already existing items" })).not.toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole("button", { name: "Update" }));
      await waitFor(() => expect(bulk.log.massUpdates).toHaveLength(2));
      expect(bulk.log.massUpdates[1]).toMatchObject({ versions: { 1: 3, 2: 6 } });
    },
    SLOW,
  );

  it(
    "is not offered without the massupdate right",
    async () => {
      serve({}, ["show"]);
      renderApp(PATH);
      await screen.findByRole("table", { name: "Contacts" }, { timeout: 30_000 });
      await userEvent.click(screen.getByRole("button", { name: "More actions" }));
      await screen.findByRole("menuitem", { name: "Subscription" });
      expect(screen.queryByRole("menuitem", { name: "Mass update" })).not.toBeInTheDocument();
    },
    SLOW,
  );
});
