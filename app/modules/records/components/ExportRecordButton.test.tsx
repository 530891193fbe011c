// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/renderWithProviders";
import { server } from "../../../testing/server";
import { ENTITY, listedRecord, listHandlers } from "../testing/listHandlers";
import { ExportRecordButton } from "./ExportRecordButton";

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => "blob:record");
  URL.revokeObjectURL = vi.fn();
});

const asked: string[] = [];

/** The list handlers plus is-credential-allowed answering from `allowed`. */
function serve(allowed: string[]) {
  asked.length = 0;
  const list = listHandlers({ records: [listedRecord(5, "Anna", "Jansen")] });
  server.use(
    http.get("/api/contentdossier/is-credential-allowed", ({ request }) => {
      const credential = new URL(request.url).searchParams.get("credential") ?? "";
      asked.push(credential);
      return HttpResponse.json({ allowed: allowed.includes(credential) });
    }),
    ...list.handlers,
  );
  return list.log;
}

describe("the record page's Export", () => {
  it("exports the one record for a holder of export_csv", async () => {
    const log = serve(["export_csv"]);
    renderWithProviders(<ExportRecordButton entityId={ENTITY} recordId={5} />);
    await userEvent.click(await screen.findByRole("button", { name: "Export" }));
    const dialog = await screen.findByRole("dialog", { name: "Export" });
    // No list behind it: no choice of all matching records.
    expect(within(dialog).queryByRole("radio")).not.toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole("button", { name: "Export" }));
    // The download streams through msw: give a loaded machine time.
    await within(dialog).findByRole("link", { name: "Download" }, { timeout: 25_000 });
    expect(log.exports.at(-1)?.getAll("dossierIds[]")).toEqual(["5"]);
  });

  it("is not there without export or export_csv", async () => {
    serve(["export_pdf"]);
    renderWithProviders(
      <>
        <ExportRecordButton entityId={ENTITY} recordId={5} />
        <p>page</p>
      </>,
    );
    await screen.findByText("page");
    await waitFor(() => expect(asked.sort()).toEqual(["export", "export_csv"]));
    // The answers have had a moment to render.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole("button", { name: "Export" })).not.toBeInTheDocument();
  });
});
