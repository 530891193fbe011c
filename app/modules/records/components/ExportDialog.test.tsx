// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";
import { ENTITY, ITEMS, listedRecord, listHandlers } from "../testing/listHandlers";

const PATH = `/defdossier/${ENTITY}`;
// The whole list page renders first, on a machine that may be busy.
const SLOW = 120_000;
const RECORDS = ["Anna", "Bob", "Cor", "Dirk", "Eva"].map((name, index) =>
  listedRecord(index + 1, name, "Jansen", {
    content: {
      [ITEMS.firstName]: name,
      [ITEMS.lastName]: "Jansen",
      [ITEMS.company]: [900],
      [ITEMS.jobTitle]: `<p>Head of <b>${name}</b></p>`,
    },
  }),
);

let blobs: Blob[] = [];
beforeEach(() => {
  sessionStorage.clear();
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
  blobs = [];
  // jsdom has no object URLs: keep the file the dialog makes and hand out a stand-in address.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:export-${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

function serve(options: Parameters<typeof listHandlers>[0] = {}) {
  const list = listHandlers({ records: RECORDS, credentials: ["show", "export_csv"], ...options });
  server.use(...platformHandlers(), ...list.handlers);
  return list.log;
}

async function openExport() {
  await screen.findByRole("table", { name: "Contacts" }, { timeout: 30_000 });
  await userEvent.click(screen.getByRole("checkbox", { name: "Select all" }));
  const toolbar = screen.getByRole("toolbar", { name: "Bulk actions" });
  await userEvent.click(within(toolbar).getByRole("button", { name: "Export" }));
  return screen.findByRole("dialog", { name: "Export" });
}

const fileText = async () => (await (blobs.at(-1) as Blob).text()).replace(/^\ufeff/, "");

describe("export", () => {
  it(
    "exports the selected records' chosen fields as CSV with the spec's file name",
    async () => {
      const log = serve();
      renderApp(PATH);
      const dialog = await openExport();
      expect(within(dialog).getByText(/More than 3 items are selected/)).toBeInTheDocument();
      expect(within(dialog).getByRole("radio", { name: "Selected items (5)" })).toBeChecked();
      expect(within(dialog).getByRole("checkbox", { name: "Strip HTML" })).toBeChecked();
      await userEvent.click(within(dialog).getByRole("checkbox", { name: "Company" }));
      const before = log.requests.length;
      await userEvent.click(within(dialog).getByRole("button", { name: "Export" }));

      const download = await within(dialog).findByRole("link", { name: "Download" });
      expect(download.getAttribute("download")).toMatch(/^2031_Contacts_\d{8}_\d{6}\.csv$/);
      expect(download).toHaveAttribute("href", "blob:export-1");
      const call = log.requests[before] as URLSearchParams;
      expect(call.getAll("dossierIds[]")).toEqual(["1", "2", "3", "4", "5"]);
      expect(call.get("archived")).toBe("both");
      const [header, first, ...rest] = (await fileText()).split("\r\n");
      expect(header?.startsWith("dossier id,First name,Last name,")).toBe(true);
      expect(header).not.toContain("Company");
      expect(header?.endsWith(",created_by,created_at,modified_by,modified_at")).toBe(true);
      expect(first).toContain("1,Anna,Jansen,");
      expect(first).toContain("Head of Anna");
      expect(first).not.toContain("<p>");
      expect(first?.endsWith(",admin,15/01/2026 11:00:00,admin,15/01/2026 11:00:00")).toBe(true);
      expect(rest).toHaveLength(4);

      // A changed choice asks for a new export.
      await userEvent.click(within(dialog).getByRole("checkbox", { name: "Strip HTML" }));
      expect(within(dialog).queryByRole("link", { name: "Download" })).not.toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole("button", { name: "Export" }));
      await within(dialog).findByRole("link", { name: "Download" });
      expect(await fileText()).toContain("<p>Head of <b>Anna</b></p>");
    },
    SLOW,
  );

  it(
    "pages through everything the search matches when asked",
    async () => {
      const log = serve({ items: 450 });
      renderApp(PATH);
      const dialog = await openExport();
      await userEvent.click(within(dialog).getByRole("radio", { name: "All items matching the search" }));
      const before = log.requests.length;
      await userEvent.click(within(dialog).getByRole("button", { name: "Export" }));
      await within(dialog).findByRole("link", { name: "Download" });
      const calls = log.requests.slice(before);
      expect(calls.map((call) => [call.get("page"), call.get("limit")])).toEqual([
        ["1", "200"],
        ["2", "200"],
        ["3", "200"],
      ]);
      expect(calls[0]?.has("dossierIds[]")).toBe(false);
      expect(calls[0]?.get("defDossier")).toBe(String(ENTITY));
      // The stand-in server answers the same five records on each page.
      expect((await fileText()).split("\r\n")).toHaveLength(16);
      expect(within(dialog).getByRole("status")).toHaveTextContent("15 items exported");
    },
    SLOW,
  );

  it(
    "says 'Something went wrong' when the list call fails, and needs a field",
    async () => {
      const log = serve();
      renderApp(PATH);
      const dialog = await openExport();
      const fields = within(dialog).getByRole("group", { name: "Fields" });
      for (const box of within(fields).getAllByRole("checkbox")) await userEvent.click(box);
      expect(within(dialog).getByRole("alert")).toHaveTextContent("Select at least one field");
      expect(within(dialog).getByRole("button", { name: "Export" })).toBeDisabled();
      await userEvent.click(within(dialog).getByRole("checkbox", { name: "First name" }));
      server.use(...listHandlers({ listStatus: 500 }).handlers);
      const before = log.requests.length;
      await userEvent.click(within(dialog).getByRole("button", { name: "Export" }));
      expect(await within(dialog).findByRole("alert")).toHaveTextContent("Something went wrong");
      expect(log.requests.length).toBe(before);
    },
    SLOW,
  );

  it(
    "is not offered without export or export_csv",
    async () => {
      serve({ credentials: ["show", "export_pdf"] });
      renderApp(PATH);
      await screen.findByRole("table", { name: "Contacts" }, { timeout: 30_000 });
      const toolbar = screen.getByRole("toolbar", { name: "Bulk actions" });
      expect(within(toolbar).queryByRole("button", { name: "Export" })).not.toBeInTheDocument();
    },
    SLOW,
  );
});
