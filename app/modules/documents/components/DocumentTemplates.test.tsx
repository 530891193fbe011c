// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import type { DocumentTemplate, DocumentTemplateDetail } from "../../../../schemas";
import { entity, environment, platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";

const template = (id: number, overrides: Partial<DocumentTemplate> = {}): DocumentTemplate => ({
  id,
  uuid: `uuid-${id}`,
  environment_id: 1000,
  def_dossier_id: 10,
  name: `Letter ${id}`,
  translations: {},
  filename: `letter${id}.docx`,
  size: 1200,
  created_by: "admin",
  created_at: "2026-11-01T10:00:00Z",
  modified_at: "2026-11-02T10:00:00Z",
  ...overrides,
});

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
  server.use(
    ...platformHandlers({
      environments: [
        environment(1000, "Zorgdossier", { defdossiers: [entity(10, "Clients"), entity(11, "Care plans")] }),
      ],
    }),
  );
});

describe("/wordkedocx", () => {
  it("lists the templates with their entity, searches by name and deletes after asking", async () => {
    const asked: URLSearchParams[] = [];
    const deleted: string[] = [];
    server.use(
      http.get("/api/kedocx", ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        const all = [template(1), template(2, { def_dossier_id: null, name: "Receipt" })];
        const search = query.get("search") ?? "";
        const results = all.filter((found) => found.name.toLowerCase().includes(search));
        return HttpResponse.json({
          results,
          pager: { current: 1, pages: 1, items: results.length, limit: 10 },
        });
      }),
      http.delete("/api/kedocx/:id", ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp("/wordkedocx");
    const table = await screen.findByRole("table", { name: "Document templates" });
    const rows = within(table).getAllByRole("row");
    expect(within(rows[1] as HTMLElement).getByRole("link", { name: "Letter 1" })).toHaveAttribute(
      "href",
      "/wordkedocx/1",
    );
    expect(within(rows[1] as HTMLElement).getByText("Clients")).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText("Any entity")).toBeInTheDocument();
    expect(asked[0]?.get("environment")).toBe("1000");
    expect(asked[0]?.get("limit")).toBe("10");

    await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "rec");
    await waitFor(() => expect(screen.queryByRole("link", { name: "Letter 1" })).not.toBeInTheDocument());
    expect(asked.at(-1)?.get("search")).toBe("rec");

    await userEvent.click(screen.getByRole("button", { name: "Delete Receipt" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText("Delete Receipt?")).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(deleted).toEqual(["2"]));
  });

  it("adds a template from a .docx, showing the server's error on the file, then opens its page", async () => {
    const posted: Record<string, unknown>[] = [];
    server.use(
      http.get("/api/kedocx", () =>
        HttpResponse.json({ results: [], pager: { current: 1, pages: 0, items: 0 } }),
      ),
      http.post("/api/kedocx", async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posted.push(body);
        if (posted.length === 1) {
          return HttpResponse.json(
            { errors: { file: 'The template has errors: The tag beginning with "{name" is unclosed' } },
            { status: 400 },
          );
        }
        return HttpResponse.json(template(5, { name: String(body.name) }), { status: 201 });
      }),
      http.get("/api/kedocx/5", () =>
        HttpResponse.json({ ...template(5, { name: "Intake letter" }), tags: [], offered: [] }),
      ),
    );
    renderApp("/wordkedocx");
    expect(await screen.findByText("No items found")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add template" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getAllByText("This is a required field")).toHaveLength(2);
    expect(posted).toEqual([]);

    await userEvent.type(within(dialog).getByRole("textbox", { name: /Name/ }), "Intake letter");
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: "Entity" }), "Care plans");
    const docx = new File(["PK-not-really"], "intake.docx", {
      type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    });
    await userEvent.upload(within(dialog).getByLabelText(/Word document/), docx);
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText(/The tag beginning with "\{name" is unclosed/),
    ).toBeInTheDocument();
    expect(posted[0]).toMatchObject({
      environment: 1000,
      name: "Intake letter",
      defDossier: 11,
      filename: "intake.docx",
    });
    expect(String(posted[0]?.file)).toMatch(/^data:application\/vnd\.openxmlformats.*;base64,/);

    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("heading", { name: "Intake letter", level: 1 })).toBeInTheDocument();
  });
});

describe("/wordkedocx/{id}", () => {
  const detail: DocumentTemplateDetail = {
    ...template(3, { translations: { nl_NL: "Brief" } }),
    tags: ["name", "salary", "nothing_here", "dossiers", "summary"],
    offered: [
      { label: "Name", tags: ["f1", "name"] },
      { label: "Salary", tags: ["f2", "salary"] },
    ],
  };

  it("marks the tags that print nothing, lists the usable ones and saves name and translations", async () => {
    const patches: Record<string, unknown>[] = [];
    server.use(
      http.get("/api/kedocx/3", () => HttpResponse.json(detail)),
      http.patch("/api/kedocx/3", async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        patches.push(body);
        return HttpResponse.json({ ...template(3), ...body });
      }),
    );
    renderApp("/wordkedocx/3");
    const used = await screen.findByRole("table", { name: "Tags in this document" });
    const status = (tag: string) =>
      within(within(used).getByText(`{${tag}}`).closest("tr") as HTMLElement).getByText(/^(Filled|Prints)/);
    expect(status("name")).toHaveTextContent("Filled from the record");
    expect(status("summary")).toHaveTextContent("Filled from the record");
    expect(status("nothing_here")).toHaveTextContent("Prints nothing: no such field");
    const usable = screen.getByRole("table", { name: "Tags you can use" });
    expect(within(usable).getByText("{f2}")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download letter3.docx" })).toHaveAttribute(
      "href",
      "/api/kedocx/3/download",
    );

    const dutch = screen.getByRole("textbox", { name: "Name (Nederlands)" });
    expect(dutch).toHaveValue("Brief");
    await userEvent.type(screen.getByRole("textbox", { name: "Name (English)" }), "Letter");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      name: "Letter 3",
      defDossier: 10,
      translations: { nl_NL: "Brief", en_GB: "Letter" },
    });
  });
});
