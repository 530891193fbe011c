// @vitest-environment jsdom
import "../../testing/setup";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { type FakeLiveSocket, fakeSockets } from "../../testing/fakeLiveSocket";
import { environment, me, platformHandlers } from "../../testing/platformHandlers";
import { renderApp } from "../../testing/renderApp";
import { server } from "../../testing/server";
import { tokenFor } from "../../testing/tokenFor";
import { tokenStore } from "../session/state/tokenStore";
import type { TemplateDetails } from "./api/TemplateDetails";

function template(id: number, name: string, overrides: Partial<TemplateDetails> = {}): TemplateDetails {
  return {
    id,
    name,
    description: `About ${name}`,
    created_at: "2026-03-01T10:00:00Z",
    modified_at: "2026-03-02T10:00:00Z",
    thumbnail_path: null,
    translations: [],
    ...overrides,
  };
}

const many = Array.from({ length: 20 }, (_, index) =>
  template(index + 1, `Template ${String(index + 1).padStart(2, "0")}`),
);

/** GET /admin/template as the server pages and searches it; the requests are kept. */
function templatesHandler(all: TemplateDetails[], requests: URL[] = []) {
  return http.get("/api/admin/template", ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    const limit = Number(url.searchParams.get("limit") ?? 9);
    const page = Number(url.searchParams.get("page") ?? 1);
    const name = (url.searchParams.get("name") ?? "").toLowerCase();
    const found = all.filter((t) => t.name.toLowerCase().includes(name));
    return HttpResponse.json({
      results: found.slice((page - 1) * limit, page * limit),
      pager: {
        current: page,
        pages: Math.max(1, Math.ceil(found.length / limit)),
        items: found.length,
        limit,
      },
    });
  });
}

const socket = () => fakeSockets.at(-1) as FakeLiveSocket;

beforeEach(() => {
  tokenStore.set(tokenFor());
});

describe("/templates", () => {
  it("lists 9 templates a page, searches by name and changes the page size", async () => {
    const requests: URL[] = [];
    server.use(templatesHandler(many, requests), ...platformHandlers());
    const user = userEvent.setup();
    renderApp("/templates");
    const table = await screen.findByRole("table", { name: "Templates" });
    expect(within(table).getAllByRole("link")).toHaveLength(9);
    expect(requests.at(-1)?.searchParams.get("limit")).toBe("9");

    await user.selectOptions(screen.getByRole("combobox", { name: "Items per page" }), "18");
    await waitFor(() => expect(within(table).getAllByRole("link")).toHaveLength(18));
    expect(requests.at(-1)?.searchParams.get("limit")).toBe("18");

    await user.type(screen.getByRole("searchbox", { name: "Search by name" }), "Template 07");
    await waitFor(() => expect(within(screen.getByRole("table")).getAllByRole("link")).toHaveLength(1));
    expect(requests.at(-1)?.searchParams.get("name")).toBe("Template 07");
    expect(screen.getByRole("link", { name: "Template 07" })).toHaveAttribute("href", "/templates/7");
  });

  it("deletes a template after confirming", async () => {
    let deleted: string | undefined;
    server.use(
      templatesHandler(many.slice(0, 2)),
      ...platformHandlers(),
      http.delete("/api/admin/template/:id", ({ params }) => {
        deleted = String(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderApp("/templates");
    await user.click(await screen.findByRole("button", { name: "Delete Template 02" }));
    const confirm = await screen.findByRole("alertdialog");
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(deleted).toBe("2"));
  });

  it("is for super admins only", async () => {
    server.use(
      ...platformHandlers({ user: me({ super_admin: false, contract_admin: true }) }),
      templatesHandler(many),
    );
    renderApp("/templates");
    expect(await screen.findByText("You do not have permission to view this")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});

describe("/templates/new and /templates/{id}", () => {
  it("needs a name and an environment, then makes the template from the environment and opens it", async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      ...platformHandlers({
        environments: [environment(1000, "Zorgdossier"), environment(1001, "Wijkteam")],
      }),
      http.post("/api/admin/template", async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ id: 42 }, { status: 201 });
      }),
      http.get("/api/admin/template/42", () => HttpResponse.json(template(42, "Care"))),
    );
    const user = userEvent.setup();
    const { router } = renderApp("/templates/new");
    await user.click(await screen.findByRole("button", { name: "Save" }));
    expect(await screen.findAllByText("This is a required field")).toHaveLength(2);
    expect(body).toBeUndefined();

    await user.type(screen.getByLabelText(/^Name/), "Care");
    const source = screen.getByLabelText(/Make from environment/);
    await waitFor(() => expect(within(source).getByRole("option", { name: "Wijkteam" })).toBeInTheDocument());
    await user.selectOptions(source, "Wijkteam");
    await user.click(screen.getByRole("button", { name: "Add translation" }));
    await user.type(await screen.findByLabelText("Name (Nederlands)"), "Zorg");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/templates/42"));
    expect(body).toEqual({
      name: "Care",
      description: null,
      environment: 1001,
      translations: [{ culture: "nl_NL", name: "Zorg", description: "" }],
    });
  });

  it("shows what a template holds and saves its changed translations without touching its content", async () => {
    let body: Record<string, unknown> | undefined;
    const content = {
      deffields: [{ uuid: "f", type: "text", name: "title" }],
      defdossiers: [
        {
          uuid: "e",
          translations: [{ culture: "en_GB", name_singular: "Case", name_plural: "Cases" }],
          displaypositions: [
            { uuid: "p", type: "main_content", display_items: [{ uuid: "i" }, { uuid: "j" }] },
          ],
        },
      ],
    };
    const stored = template(5, "Cases", {
      template: JSON.stringify(content),
      translations: [{ culture: "en_GB", name: "Cases", description: "All cases", thumbnail_path: null }],
    });
    server.use(
      ...platformHandlers(),
      http.get("/api/admin/template/5", () => HttpResponse.json(stored)),
      http.patch("/api/admin/template/5", async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(stored);
      }),
    );
    const user = userEvent.setup();
    renderApp("/templates/5");
    expect(await screen.findByRole("heading", { name: "Cases", level: 1 })).toBeInTheDocument();
    expect(screen.getByText("1 entities, 1 base fields, 2 display items")).toBeInTheDocument();
    const name = await screen.findByLabelText("Name (English)");
    await user.clear(name);
    await user.type(name, "All the cases");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(body).toBeDefined());
    expect(body).toEqual({
      name: "Cases",
      description: "About Cases",
      translations: [{ culture: "en_GB", name: "All the cases", description: "All cases" }],
    });
  });
});

describe("the new-environment form and the apply screen", () => {
  /** Fills the form, chooses the template and saves; answers what POST /environment received. */
  async function createWithTemplate(apply: Parameters<typeof http.patch>[1]) {
    const posted: Record<string, unknown>[] = [];
    const statuses: unknown[] = [];
    server.use(
      templatesHandler([template(3, "Helpdesk")]),
      ...platformHandlers({ environments: [environment(1000, "Zorgdossier"), environment(77, "Wijkteam")] }),
      http.get("/api/admin/template/3", () => HttpResponse.json(template(3, "Helpdesk"))),
      http.post("/api/environment", async ({ request }) => {
        posted.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ id: 77, uuid: "u" }, { status: 201 });
      }),
      http.patch("/api/template/apply/3/77", apply),
      http.patch("/api/apply-template", async ({ request }) => {
        statuses.push({
          environment: new URL(request.url).searchParams.get("environment"),
          ...((await request.json()) as object),
        });
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup();
    const view = renderApp("/environment");
    await user.click(await screen.findByRole("button", { name: "New" }));
    const form = await screen.findByRole("dialog", { name: "New environment" });
    await user.click(within(form).getByLabelText(/Name/));
    await user.paste("Wijkteam");
    await user.click(within(form).getByLabelText(/Description/));
    await user.paste("Het wijkteam");
    await user.click(await within(form).findByText("English"));
    const choice = await within(form).findByRole("combobox", { name: "Template" });
    await user.selectOptions(choice, "Helpdesk");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    const dialog = await screen.findByRole("dialog", { name: "Apply template" });
    return { ...view, user, dialog, posted, statuses };
  }

  it("applies the chosen template: confirm, progress from the socket, then go to the environment", async () => {
    let finish: () => void = () => {};
    const { user, dialog, posted, statuses, router } = await createWithTemplate(
      () => new Promise((resolve) => (finish = () => resolve(HttpResponse.json({ done: 40, total: 40 })))),
    );
    expect(posted[0]).toMatchObject({ name: "Wijkteam", languages: ["en_GB"], template: 3 });
    expect(
      await within(dialog).findByText("Apply the template Helpdesk to this environment?"),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    act(() =>
      socket().receive("template:progress", { templateId: 3, environmentId: 77, done: 10, total: 40 }),
    );
    // Another environment's progress is not this one's.
    act(() =>
      socket().receive("template:progress", { templateId: 3, environmentId: 5, done: 39, total: 40 }),
    );
    expect(await within(dialog).findByText("10 of 40")).toBeInTheDocument();
    expect(within(dialog).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "25");
    expect(within(dialog).getByRole("button", { name: "Close" })).toBeDisabled();
    act(() => finish());
    expect(await within(dialog).findByText("The template has been applied")).toBeInTheDocument();
    await waitFor(() => expect(statuses).toEqual([{ environment: "77", status: 2 }]));
    await user.click(within(dialog).getByRole("button", { name: "Go to environment" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("shows the last two errors in an ERROR block and reports status 9", async () => {
    const { user, dialog, statuses } = await createWithTemplate(() =>
      HttpResponse.json(
        {
          errors: { "defdossier client, defdossierlink reports": "name: This value is already used" },
          message: "defdossier client, defdossierlink reports: name: This value is already used",
        },
        { status: 400 },
      ),
    );
    await user.click(await within(dialog).findByRole("button", { name: "Apply" }));
    const block = await within(dialog).findByRole("alert");
    expect(within(block).getByText("ERROR")).toBeInTheDocument();
    expect(
      within(block)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["defdossier client, defdossierlink reports: name: This value is already used"]);
    await waitFor(() => expect(statuses).toEqual([{ environment: "77", status: 9 }]));
    for (const close of within(dialog).getAllByRole("button", { name: "Close" })) expect(close).toBeEnabled();
  });

  it("refuses an environment of another first language and only lets the screen close", async () => {
    const { user, dialog, statuses } = await createWithTemplate(() =>
      HttpResponse.json(
        {
          errors: { environment: "The environments do not have the same language" },
          message: "The environments do not have the same language",
        },
        { status: 400 },
      ),
    );
    await user.click(await within(dialog).findByRole("button", { name: "Apply" }));
    expect(
      await within(dialog).findByText("The environments do not have the same language"),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Go to environment" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Apply" })).not.toBeInTheDocument();
    await waitFor(() => expect(statuses).toEqual([{ environment: "77", status: 9 }]));
    await user.click(within(dialog).getAllByRole("button", { name: "Close" })[0] as HTMLElement);
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Apply template" })).not.toBeInTheDocument(),
    );
  });
});
