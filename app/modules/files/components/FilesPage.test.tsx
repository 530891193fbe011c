// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { entity, environment, platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";
import type { EnvironmentFile } from "../api/EnvironmentFile";

const file = (id: number, overrides: Partial<EnvironmentFile> = {}): EnvironmentFile => ({
  id,
  uuid: `uuid-${id}`,
  environment_id: 1000,
  name: `file${id}.pdf`,
  filename: `file${id}.pdf`,
  description: null,
  mime: "application/pdf",
  size: 2400,
  created_at: "2026-05-04T10:00:00.000Z",
  created_by: { id: 7, username: "anna" },
  used_in: [],
  ...overrides,
});

/** The files the list answers, and what the upload and delete calls received. */
let stored: EnvironmentFile[];
let uploads: Record<string, unknown>[];
let deletes: string[];

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
  stored = [];
  uploads = [];
  deletes = [];
  server.use(
    ...platformHandlers({
      environments: [environment(1000, "Zorgdossier", { defdossiers: [entity(10, "Clients")] })],
    }),
    http.get("/api/file", () =>
      HttpResponse.json({
        results: stored,
        pager: { current: 1, pages: stored.length > 0 ? 1 : 0, items: stored.length, limit: 10 },
      }),
    ),
    http.post("/api/file", async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      uploads.push(body);
      stored = [file(100 + uploads.length, { name: String(body.name) }), ...stored];
      return HttpResponse.json({ id: 100 + uploads.length }, { status: 201 });
    }),
    http.delete("/api/file/:id", ({ params }) => {
      deletes.push(String(params.id));
      if (params.id === "2") {
        const message = "This file is used by a record and cannot be deleted";
        return HttpResponse.json({ message, errors: { file: message } }, { status: 409 });
      }
      stored = stored.filter((f) => String(f.id) !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

const pdf = (name: string) => new File(["%PDF-1.4"], name, { type: "application/pdf" });

describe("/files", () => {
  it("says 'No files found' for an environment without files", async () => {
    renderApp("/files");
    expect(await screen.findByRole("heading", { name: "Files" })).toBeInTheDocument();
    expect(await screen.findByText("No files found")).toBeInTheDocument();
  });

  it("lists each file's name, type, size, uploader and where it is used, with a download link", async () => {
    stored = [
      file(1, { description: "Intake form" }),
      file(2, { used_in: [{ def_dossier_id: 10, records: 2, record_ids: [55, 56] }] }),
    ];
    renderApp("/files");
    const table = await screen.findByRole("table", { name: "Files" });
    const [, first, second] = within(table).getAllByRole("row") as HTMLElement[];
    expect(first).toHaveTextContent("file1.pdf");
    expect(first).toHaveTextContent("Intake form");
    expect(first).toHaveTextContent("application/pdf");
    expect(first).toHaveTextContent("2.4 kB");
    expect(first).toHaveTextContent("anna");
    expect(first).toHaveTextContent("Not used");
    expect(within(first as HTMLElement).getByRole("link", { name: "Download file1.pdf" })).toHaveAttribute(
      "href",
      "/api/file/1/download",
    );
    expect(second).toHaveTextContent("Clients (2)");
    expect(within(second as HTMLElement).getByRole("link", { name: "#56" })).toHaveAttribute(
      "href",
      "/contentdossier/56",
    );
  });

  it("uploads a single file under its name and description; name and file are required", async () => {
    const user = userEvent.setup();
    renderApp("/files");
    await user.click(await screen.findByRole("button", { name: "Upload files" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    expect(within(dialog).getByText("This is a required field")).toBeInTheDocument();
    expect(uploads).toEqual([]);
    await user.upload(within(dialog).getByLabelText(/^File/), pdf("scan.pdf"));
    const name = within(dialog).getByLabelText(/^Name/);
    expect(name).toHaveValue("scan.pdf");
    await user.clear(name);
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    expect(within(dialog).getByText("This is a required field")).toBeInTheDocument();
    await user.type(name, "Intake scan");
    await user.type(within(dialog).getByLabelText("Description"), "Signed at intake");
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]).toMatchObject({
      environment: 1000,
      name: "Intake scan",
      description: "Signed at intake",
      file: expect.stringMatching(/^data:application\/pdf;base64,/),
    });
    expect(await screen.findByText("1 file uploaded")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText("Intake scan")).toBeInTheDocument();
  });

  it("uploads several files, each needing a name", async () => {
    const user = userEvent.setup();
    renderApp("/files");
    await user.click(await screen.findByRole("button", { name: "Upload files" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("radio", { name: "Multiple files" }));
    await user.upload(within(dialog).getByLabelText(/^Files/), [pdf("a.pdf"), pdf("b.pdf")]);
    const names = within(dialog).getAllByLabelText(/^Name/);
    expect(names.map((input) => (input as HTMLInputElement).value)).toEqual(["a.pdf", "b.pdf"]);
    await user.clear(names[1] as HTMLElement);
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    expect(within(dialog).getByText("This is a required field")).toBeInTheDocument();
    expect(uploads).toEqual([]);
    await user.type(names[1] as HTMLElement, "Second");
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(uploads.map((u) => u.name)).toEqual(["a.pdf", "Second"]));
    expect(await screen.findByText("2 files uploaded")).toBeInTheDocument();
  });

  it("deletes a file after asking, and shows why the server refuses one a record uses", async () => {
    stored = [file(1), file(2, { used_in: [{ def_dossier_id: 10, records: 1, record_ids: [55] }] })];
    const user = userEvent.setup();
    renderApp("/files");
    await user.click(await screen.findByRole("button", { name: "Delete file2.pdf" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(
      await screen.findByText("This file is used by a record and cannot be deleted"),
    ).toBeInTheDocument();
    expect(screen.getByText("file2.pdf")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Delete file1.pdf" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("The file has been deleted")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("file1.pdf")).not.toBeInTheDocument());
    expect(deletes).toEqual(["2", "1"]);
  });
});
