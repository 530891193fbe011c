// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import type { RecordDetail } from "../../record/api/RecordDetail";
import { tokenStore } from "../../session/state/tokenStore";
import { bulkHandlers, COMPANY_LINK, EDIT, editedRecord } from "../testing/bulkHandlers";
import { ENTITY, listedRecord, listHandlers } from "../testing/listHandlers";

const PATH = `/defdossier/${ENTITY}`;
const RECORDS = [
  listedRecord(1, "Anna", "Jansen"),
  listedRecord(2, "Anna", "Janssen"),
  listedRecord(3, "Bob", "Smit"),
];
const SOURCES = [
  editedRecord(1, {
    firstName: "Anna",
    lastName: "Jansen",
    jobTitle: "CEO",
    email: "anna@one.test",
    company: [900],
  }),
  editedRecord(2, { firstName: "Anna", lastName: "Janssen", email: "anna@two.test", company: [901] }),
];

beforeEach(() => {
  sessionStorage.clear();
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

function serve(credentials: string[], mergeStatus?: number) {
  const list = listHandlers({ records: RECORDS, credentials });
  const bulk = bulkHandlers({ records: SOURCES, ...(mergeStatus ? { mergeStatus } : {}) });
  server.use(...platformHandlers(), ...bulk.handlers, ...list.handlers);
  return bulk.log;
}

async function openMerge(names: string[]) {
  await screen.findByRole("table", { name: "Contacts" }, { timeout: 30_000 });
  for (const name of names) await userEvent.click(screen.getByRole("checkbox", { name: `Select ${name}` }));
}

/** Chooses a bulk action by keyboard: the menu opens on Enter, type-ahead finds the item. */
/** Step 1 keeps the two records; step 2 takes the first's last name and the second's email. */
async function keepBothAndPickValues(dialog: HTMLElement) {
  await userEvent.click(await within(dialog).findByRole("radio", { name: "Keep them" }));
  await userEvent.click(within(dialog).getByRole("button", { name: "Next" }));
  const lastName = await within(dialog).findByRole("radiogroup", { name: "Last name" });
  await userEvent.click(within(lastName).getByRole("radio", { name: "Jansen" }));
  const email = within(dialog).getByRole("radiogroup", { name: "Email" });
  await userEvent.click(within(email).getByRole("radio", { name: "anna@two.test" }));
}

async function choose(action: string) {
  const user = userEvent.setup();
  screen.getByRole("button", { name: "More actions" }).focus();
  await user.keyboard("{Enter}");
  await screen.findByRole("menuitem", { name: action });
  await user.keyboard(action.slice(0, 2));
  await waitFor(() =>
    expect(screen.getByRole("menuitem", { name: action })).toHaveAttribute("data-highlighted"),
  );
  await user.keyboard("{Enter}");
}

// The whole list page renders first, on a machine that may be busy.
const SLOW = 120_000;

describe("merge wizard", () => {
  it(
    "is offered only for exactly two selected rows and to holders of merge",
    async () => {
      serve(["show", "merge"]);
      renderApp(PATH);
      await openMerge(["Anna Jansen"]);
      await userEvent.click(screen.getByRole("button", { name: "More actions" }));
      await screen.findByRole("menuitem", { name: "Subscription" });
      expect(screen.queryByRole("menuitem", { name: "Merge" })).not.toBeInTheDocument();
      await userEvent.keyboard("{Escape}");
      await userEvent.click(screen.getByRole("checkbox", { name: "Select Anna Janssen" }));
      await userEvent.click(screen.getByRole("button", { name: "More actions" }));
      expect(await screen.findByRole("menuitem", { name: "Merge" })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "needs a choice at each step and posts the chosen values and link sources",
    async () => {
      const log = serve(["show", "merge", "archive"]);
      renderApp(PATH);
      await openMerge(["Anna Jansen", "Anna Janssen"]);
      await choose("Merge");
      const dialog = await screen.findByRole("dialog", { name: "Merge" });

      // Step 1: what becomes of the two; delete needs the delete right.
      expect(await within(dialog).findByRole("radio", { name: "Delete them" })).toBeDisabled();
      await userEvent.click(within(dialog).getByRole("button", { name: "Next" }));
      expect(within(dialog).getByRole("alert")).toHaveTextContent("You must select an option");
      await userEvent.click(within(dialog).getByRole("radio", { name: "Archive them" }));
      await userEvent.click(within(dialog).getByRole("button", { name: "Next" }));

      // Step 2: only the fields that differ; an empty side cannot be chosen, the filled one is taken.
      const lastName = await within(dialog).findByRole("radiogroup", { name: "Last name" });
      expect(within(dialog).queryByRole("radiogroup", { name: "First name" })).not.toBeInTheDocument();
      const job = within(dialog).getByRole("radiogroup", { name: "Job title" });
      expect(within(job).getByRole("radio", { name: "CEO" })).toBeChecked();
      expect(within(job).getByRole("radio", { name: "There is no value." })).toBeDisabled();
      await userEvent.click(within(dialog).getByRole("button", { name: "Finish" }));
      expect(
        within(dialog)
          .getAllByRole("alert")
          .map((a) => a.textContent),
      ).toEqual(["You must select an option", "You must select an option"]);
      expect(log.merges).toEqual([]);

      await userEvent.click(within(lastName).getByRole("radio", { name: "Janssen" }));
      const email = within(dialog).getByRole("radiogroup", { name: "Email" });
      await userEvent.click(within(email).getByRole("radio", { name: "anna@one.test" }));
      await userEvent.click(within(dialog).getByRole("radio", { name: "Choose per link" }));
      const company = within(dialog).getByRole("radiogroup", { name: "Company" });
      await userEvent.click(within(dialog).getByRole("button", { name: "Finish" }));
      expect(within(company.closest("fieldset") as HTMLElement).getByRole("alert")).toHaveTextContent(
        "You must select an option",
      );
      await userEvent.click(within(company).getByRole("radio", { name: "From the second item" }));
      await userEvent.click(within(dialog).getByRole("button", { name: "Finish" }));

      await waitFor(() => expect(log.merges).toHaveLength(1));
      expect(log.merges[0]).toEqual({
        environment: 1000,
        dossiers: { action: "archive", ids: [1, 2] },
        mergeDossier: [
          { id: EDIT.lastName.id, content: "Janssen" },
          { id: EDIT.jobTitle.id, content: "CEO" },
          { id: EDIT.email.id, content: "anna@one.test" },
          { link_id: COMPANY_LINK, use_from: "right" },
        ],
        // The versions the two were read at: a change meanwhile is refused with 409.
        versions: { 1: 1, 2: 1 },
      });
      expect(await within(dialog).findByRole("status")).toHaveTextContent("The items have been merged");
      expect(within(dialog).getByRole("link", { name: "Open the merged item" })).toHaveAttribute(
        "href",
        "/contentdossier/77",
      );
    },
    SLOW,
  );

  it(
    "logs a failed merge and says only that something went wrong",
    async () => {
      const log = serve(["show", "merge"], 400);
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      renderApp(PATH);
      await openMerge(["Anna Jansen", "Anna Janssen"]);
      await choose("Merge");
      const dialog = await screen.findByRole("dialog", { name: "Merge" });
      await keepBothAndPickValues(dialog);
      await userEvent.click(within(dialog).getByRole("button", { name: "Finish" }));
      await waitFor(() => expect(log.merges).toHaveLength(1));
      // Links of both by default.
      expect((log.merges[0] as { mergeDossier: unknown[] }).mergeDossier).toContainEqual({
        link_id: COMPANY_LINK,
        use_from: "both",
      });
      expect(await within(dialog).findByRole("alert")).toHaveTextContent("Something went wrong");
      expect(logged).toHaveBeenCalled();
      logged.mockRestore();
    },
    SLOW,
  );

  it(
    "sends the versions it read the two at, and on a 409 says someone else changed them and reads them again",
    async () => {
      const list = listHandlers({ records: RECORDS, credentials: ["show", "merge"] });
      const sources = [
        { ...(SOURCES[0] as RecordDetail), version: 4 },
        { ...(SOURCES[1] as RecordDetail), version: 6 },
      ];
      const conflicts = [{ id: 2, version: 7, modified_by: "bob" }];
      const bulk = bulkHandlers({ records: sources, mergeAnswer: { status: 409, body: { conflicts } } });
      let reads = 0;
      const count = ({ request }: { request: Request }) => {
        if (/\/api\/contentdossier\/2\?/.test(request.url)) reads++;
      };
      server.events.on("request:start", count);
      server.use(...platformHandlers(), ...bulk.handlers, ...list.handlers);
      renderApp(PATH);
      await openMerge(["Anna Jansen", "Anna Janssen"]);
      await choose("Merge");
      const dialog = await screen.findByRole("dialog", { name: "Merge" });
      await keepBothAndPickValues(dialog);
      const before = reads;
      await userEvent.click(within(dialog).getByRole("button", { name: "Finish" }));
      await waitFor(() => expect(bulk.log.merges).toHaveLength(1));
      expect(bulk.log.merges[0]).toMatchObject({ versions: { 1: 4, 2: 6 } });
      expect(await within(dialog).findByRole("alert")).toHaveTextContent(
        "Someone else changed some of these items in the meantime",
      );
      await waitFor(() => expect(reads).toBeGreaterThan(before));
      server.events.removeListener("request:start", count);
    },
    SLOW,
  );
});
