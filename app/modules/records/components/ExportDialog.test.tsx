// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";
import {
  ENTITY,
  EXPORT_FILE_NAME,
  exportCsvOf,
  ITEMS,
  listedRecord,
  listHandlers,
} from "../testing/listHandlers";

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

/** An export the test lets through piece by piece: the header and two records first, the rest on `finish`. */
function pausedExport(total: number) {
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const calls: URLSearchParams[] = [];
  const handler = http.get("/api/contentdossier/export.csv", ({ request }) => {
    calls.push(new URL(request.url).searchParams);
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(exportCsvOf(RECORDS.slice(0, 2))));
        await finished;
        controller.enqueue(encoder.encode(exportCsvOf(RECORDS.slice(2)).replace(/^[^\n]*\n/, "")));
        controller.close();
      },
    });
    return new HttpResponse(stream, {
      headers: { "content-type": "text/csv; charset=utf-8", "x-total-count": String(total) },
    });
  });
  return { handler, calls, finish };
}

describe("export", () => {
  it(
    "downloads the selected records' chosen fields from the server with its file name",
    async () => {
      const log = serve();
      renderApp(PATH);
      const dialog = await openExport();
      expect(within(dialog).getByText(/More than 3 items are selected/)).toBeInTheDocument();
      expect(within(dialog).getByRole("radio", { name: "Selected items (5)" })).toBeChecked();
      expect(within(dialog).getByRole("checkbox", { name: "Strip HTML" })).toBeChecked();
      await userEvent.click(within(dialog).getByRole("checkbox", { name: "Company" }));
      const listCalls = log.requests.length;
      await userEvent.click(within(dialog).getByRole("button", { name: "Export" }));

      const download = await within(dialog).findByRole("link", { name: "Download" });
      expect(download).toHaveAttribute("download", EXPORT_FILE_NAME);
      expect(download).toHaveAttribute("href", "blob:export-1");
      // Announced politely, beside the notice that everything the search matches may be exported.
      expect(within(dialog).getByText("5 items exported").closest('[role="status"]')).toBeInTheDocument();
      // The server writes the file: no list pages are read for it.
      expect(log.requests.length).toBe(listCalls);
      const call = log.exports.at(-1) as URLSearchParams;
      expect(call.get("defDossier")).toBe(String(ENTITY));
      expect(call.getAll("dossierIds[]")).toEqual(["1", "2", "3", "4", "5"]);
      expect(call.get("archived")).toBe("both");
      expect(call.getAll("fields[]")).toEqual(
        [ITEMS.firstName, ITEMS.lastName, ITEMS.jobTitle, 2476, 2481].map(String),
      );
      expect(call.get("stripHtml")).toBe("1");
      expect(call.get("locale")).toBe("en_GB");
      expect(await fileText()).toBe(exportCsvOf(RECORDS).replace(/^\ufeff/, ""));
      expect((blobs.at(-1) as Blob).type).toBe("text/csv;charset=utf-8");

      // A changed choice asks for a new export.
      await userEvent.click(within(dialog).getByRole("checkbox", { name: "Strip HTML" }));
      expect(within(dialog).queryByRole("link", { name: "Download" })).not.toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole("button", { name: "Export" }));
      await within(dialog).findByRole("link", { name: "Download" });
      expect(log.exports.at(-1)?.get("stripHtml")).toBe("0");
    },
    SLOW,
  );

  it(
    "exports everything the search matches, showing the download's progress until it is finished",
    async () => {
      serve();
      const paused = pausedExport(450);
      server.use(paused.handler);
      renderApp(PATH);
      const dialog = await openExport();
      await userEvent.click(within(dialog).getByRole("radio", { name: "All items matching the search" }));
      await userEvent.click(within(dialog).getByRole("button", { name: "Export" }));

      // Two records of 450 have come: the bar stands at 0%, and the export button waits.
      await waitFor(() => expect(within(dialog).getByText("2 of 450")).toBeInTheDocument());
      expect(within(dialog).getByLabelText("Export progress")).toBeInTheDocument();
      expect(within(dialog).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
      expect(within(dialog).queryByRole("link", { name: "Download" })).not.toBeInTheDocument();
      const call = paused.calls[0] as URLSearchParams;
      expect(call.has("dossierIds[]")).toBe(false);
      expect(call.get("defDossier")).toBe(String(ENTITY));
      expect(call.has("limit") || call.has("page") || call.has("labels")).toBe(false);

      paused.finish();
      await within(dialog).findByRole("link", { name: "Download" });
      // Announced politely, beside the notice that everything the search matches may be exported.
      expect(within(dialog).getByText("5 items exported").closest('[role="status"]')).toBeInTheDocument();
      expect(within(dialog).queryByRole("progressbar")).not.toBeInTheDocument();
      // The records' line breaks inside quotes are not counted as records.
      expect((await fileText()).split("\r\n")).toHaveLength(7);
    },
    SLOW,
  );

  it(
    "says 'Something went wrong' when the export call fails or breaks off, and needs a field",
    async () => {
      const log = serve({ exportStatus: 403 });
      renderApp(PATH);
      const dialog = await openExport();
      const fields = within(dialog).getByRole("group", { name: "Fields" });
      for (const box of within(fields).getAllByRole("checkbox")) await userEvent.click(box);
      expect(within(dialog).getByRole("alert")).toHaveTextContent("Select at least one field");
      expect(within(dialog).getByRole("button", { name: "Export" })).toBeDisabled();
      await userEvent.click(within(dialog).getByRole("checkbox", { name: "First name" }));
      await userEvent.click(within(dialog).getByRole("button", { name: "Export" }));
      expect(await within(dialog).findByRole("alert")).toHaveTextContent("Something went wrong");
      expect(log.exports.at(-1)?.getAll("fields[]")).toEqual([String(ITEMS.firstName)]);
      expect(blobs).toHaveLength(0);

      // A file cut off halfway is no file either.
      server.use(
        http.get("/api/contentdossier/export.csv", () => {
          const stream = new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(new TextEncoder().encode(exportCsvOf(RECORDS.slice(0, 1))));
              controller.error(new Error("connection lost"));
            },
          });
          return new HttpResponse(stream, { headers: { "content-type": "text/csv; charset=utf-8" } });
        }),
      );
      await userEvent.click(within(dialog).getByRole("checkbox", { name: "Last name" }));
      await userEvent.click(within(dialog).getByRole("button", { name: "Export" }));
      expect(await within(dialog).findByRole("alert")).toHaveTextContent("Something went wrong");
      expect(within(dialog).queryByRole("link", { name: "Download" })).not.toBeInTheDocument();
      expect(blobs).toHaveLength(0);
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
