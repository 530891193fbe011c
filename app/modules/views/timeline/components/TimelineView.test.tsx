// @vitest-environment jsdom
import "../../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import taskBundle from "../../../../../fixtures/bundles/projects-task.json";
import type { Bundle } from "../../../../../schemas";
import { renderWithProviders } from "../../../../testing/renderWithProviders";
import { server } from "../../../../testing/server";
import { tokenFor } from "../../../../testing/tokenFor";
import { tokenStore } from "../../../session/state/tokenStore";
import { TimelineView } from "./TimelineView";

/** The fixture's tasks: timeline_field the list start date, desc the list status, custom view task_card. */
const TASK = 3031;
const LIST = { start: 3485, status: 3473 };
const CARD = { name: 3464, status: 3477, priority: 3482 };
const STATUS = { inProgress: 3293, done: 3295 };

function bundle(settings: Record<string, unknown> = {}): Bundle {
  const copy = structuredClone(taskBundle) as unknown as Bundle;
  copy.entity.settings = { ...copy.entity.settings, ...settings };
  return copy;
}

function task(id: number, name: string, start: string, status: number) {
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, "0")}`,
    def_dossier_id: TASK,
    summary: name,
    archived: false,
    created_at: "2026-01-15T10:00:00.000Z",
    modified_at: "2026-01-15T10:00:00.000Z",
    created_by: "admin",
    modified_by: "admin",
    subscribed: false,
    content: { [LIST.start]: start, [LIST.status]: [status] },
  };
}

const PAGES = [
  [
    task(1, "Write the plan", "2026-03-20", STATUS.inProgress),
    task(2, "Kick-off", "2026-03-02", STATUS.done),
  ],
  [task(3, "Gather wishes", "2026-02-11", STATUS.done)],
];

function serve(options: { bundle?: Bundle; credentials?: string[] } = {}) {
  const lists: URLSearchParams[] = [];
  server.use(
    http.get(`/api/defdossier/${TASK}/bundle`, () => HttpResponse.json(options.bundle ?? bundle())),
    http.get(`/api/defdossier/${TASK}`, () =>
      HttpResponse.json({ id: TASK, credentials: options.credentials ?? ["show", "edit"] }),
    ),
    http.get("/api/contentdossier", ({ request }) => {
      const params = new URL(request.url).searchParams;
      lists.push(params);
      if (params.get("view") === "task_card") {
        const ids = params.getAll("dossierIds[]").map(Number);
        const all = PAGES.flat().filter((record) => ids.includes(record.id));
        return HttpResponse.json({
          results: all.map((record) => ({
            ...record,
            content: { [CARD.name]: `${record.summary} (card)`, [CARD.status]: record.content[LIST.status] },
          })),
          aggregations: [],
          pager: { current: 1, pages: 1, items: all.length, limit: all.length },
          labels: { user: {}, record: {}, file: {} },
        });
      }
      const page = Number(params.get("page"));
      return HttpResponse.json({
        results: PAGES[page - 1] ?? [],
        aggregations: [],
        pager: { current: page, pages: PAGES.length, items: 3, limit: 2 },
        labels: { user: {}, record: {}, file: {} },
      });
    }),
    http.get("/api/contentdossier/:id", ({ params }) =>
      HttpResponse.json({
        id: Number(params.id),
        content: { 3458: "Write the plan" },
        items: [{ id: 3458, key: "f3185" }],
      }),
    ),
  );
  return lists;
}

const entries = () =>
  within(screen.getByRole("list", { name: "Timeline" }))
    .getAllByRole("listitem")
    .filter((entry) => entry.hasAttribute("data-record-id"));

beforeEach(() => tokenStore.set(tokenFor()));

describe("TimelineView", () => {
  it("asks the server page by page, newest first on the timeline field, and shows the custom view's values", async () => {
    const lists = serve();
    renderWithProviders(<TimelineView entityId={TASK} />);
    await screen.findByRole("list", { name: "Timeline" });
    const first = lists.find((params) => params.get("page") === "1") as URLSearchParams;
    expect(first.get("defDossier")).toBe(String(TASK));
    expect(first.getAll("sort[]")).toEqual([String(LIST.start)]);
    expect(first.getAll("sortOrder[]")).toEqual(["DESC"]);
    // Its page size is the server's.
    expect(first.has("limit")).toBe(false);
    const card = lists.find((params) => params.get("view") === "task_card") as URLSearchParams;
    expect(card.getAll("dossierIds[]")).toEqual(["1", "2"]);

    await waitFor(() => expect(entries()).toHaveLength(2));
    const [latest] = entries();
    expect(latest).toHaveTextContent("20 Mar 2026");
    expect(latest).toHaveTextContent("Write the plan (card)");
    expect(latest).toHaveTextContent("In progress");

    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(entries()).toHaveLength(3));
    expect(lists.some((params) => params.get("page") === "2")).toBe(true);
    expect(entries()[2]).toHaveTextContent("11 Feb 2026");
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("shows the description field without a custom view, and an embedded timeline asks for the parent's children", async () => {
    const lists = serve({ bundle: bundle({ timeline_custom_view: null }) });
    renderWithProviders(
      <TimelineView
        entityId={TASK}
        embedded={{ item: {} as never, parentId: 77, linkId: 3060, parentArchived: false }}
      />,
    );
    await waitFor(() => expect(entries()).toHaveLength(2));
    expect(entries()[1]).toHaveTextContent("Done");
    expect(entries()[1]).not.toHaveTextContent("(card)");
    expect(lists.every((params) => params.get("view") !== "task_card")).toBe(true);
    expect(lists[0]?.get("dossierId")).toBe("77");
    expect(lists[0]?.get("linkId")).toBe("3060");
  });

  it("opens an entry in the quick edit modal, in show mode without the edit right", async () => {
    serve({ credentials: ["show"] });
    renderWithProviders(<TimelineView entityId={TASK} />);
    await waitFor(() => expect(entries()).toHaveLength(2));
    await userEvent.click(
      within(entries()[0] as HTMLElement).getByRole("button", { name: "Write the plan" }),
    );
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: "Write the plan" })).toBeInTheDocument();
    // The show view's name item, filled from GET /contentdossier/{id}.
    await waitFor(() => expect(dialog.querySelector("#dk-item-3459")).toHaveTextContent("Write the plan"));
    expect(within(dialog).queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  });

  it("says so when the entity has no timeline field", async () => {
    serve({ bundle: bundle({ timeline_field: null }) });
    renderWithProviders(<TimelineView entityId={TASK} />);
    expect(await screen.findByText("Contact your administrator, no timeline field set.")).toBeInTheDocument();
  });
});
