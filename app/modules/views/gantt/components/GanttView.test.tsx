// @vitest-environment jsdom
import "../../../../testing/setup";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../../testing/renderWithProviders";
import { server } from "../../../../testing/server";
import { tokenFor } from "../../../../testing/tokenFor";
import { tokenStore } from "../../../session/state/tokenStore";
import {
  ganttHandlers,
  PROJECT,
  PROJECT_ITEMS,
  project,
  TAGS,
  TASK,
  TASK_LINK,
  task,
} from "../testing/ganttHandlers";
import { GanttView } from "./GanttView";

const WEBSITE = project(10, "Website relaunch", "2026-03-01", "2026-04-30");
const TASKS = {
  10: [
    task(101, "Design the home page", "2026-03-02", "2026-03-20", 130, [5]),
    task(102, "Copy", "2026-03-10", "2026-04-10", 20, [6]),
  ],
};

function serve(options: Parameters<typeof ganttHandlers>[0] = {}) {
  const { handlers, log } = ganttHandlers({ projects: [WEBSITE], tasks: TASKS, ...options });
  server.use(...handlers);
  return log;
}

const chart = () => screen.findByRole("table", { name: "Gantt chart" });
const rowOf = (id: number) => document.querySelector(`tr[data-record-id="${id}"]`) as HTMLElement;

async function searchAndExpand() {
  await userEvent.click(await screen.findByRole("button", { name: "Search" }));
  await chart();
  await userEvent.click(screen.getByRole("button", { name: "Show tasks of Website relaunch" }));
  await waitFor(() => expect(rowOf(101)).toBeTruthy());
}

async function changeDates(taskName: string, start: string, end: string) {
  await userEvent.click(screen.getByRole("button", { name: `Change dates of ${taskName}` }));
  const dialog = await screen.findByRole("dialog");
  fireEvent.change(within(dialog).getByLabelText("From"), { target: { value: start } });
  fireEvent.change(within(dialog).getByLabelText("To"), { target: { value: end } });
  await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
}

beforeEach(() => tokenStore.set(tokenFor()));

describe("GanttView", () => {
  it("asks for projects only after a search, sorted on the start, in the view holding the Gantt fields", async () => {
    const log = serve();
    renderWithProviders(<GanttView entityId={PROJECT} />);
    expect(await screen.findByText("First enter some search parameters")).toBeInTheDocument();
    expect(log.projectCalls).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await chart();
    const params = log.projectCalls.at(-1) as URLSearchParams;
    expect(params.get("defDossier")).toBe(String(PROJECT));
    expect(params.get("view")).toBe("list");
    expect(params.getAll("sort[]")).toEqual([String(PROJECT_ITEMS.start)]);
    expect(params.getAll("sortOrder[]")).toEqual(["ASC"]);
    const headers = within(await chart())
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers.slice(0, 4)).toEqual(["Name", "From", "To", "Resource"]);
    expect(screen.queryByText("First enter some search parameters")).not.toBeInTheDocument();
    // Month is the default mode: a header column per month from March to April 2026.
    expect(screen.getByRole("button", { name: "Month" })).toHaveAttribute("aria-pressed", "true");
    expect(rowOf(10)).toHaveTextContent("1 Mar 2026");
    expect(document.querySelectorAll("[data-scale-column]")).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: "Day" }));
    expect(document.querySelectorAll("[data-scale-column]")).toHaveLength(61);
  });

  it("says 'No items found.' when the search finds no projects", async () => {
    serve({ projects: [] });
    renderWithProviders(<GanttView entityId={PROJECT} />);
    await userEvent.click(await screen.findByRole("button", { name: "Search" }));
    expect(await screen.findByText("No items found.")).toBeInTheDocument();
  });

  it("filters on a tag pill, which loads without a search", async () => {
    const log = serve();
    renderWithProviders(<GanttView entityId={PROJECT} />);
    const tags = await screen.findByRole("group", { name: "Tags" });
    await userEvent.click(within(tags).getByRole("button", { name: "Customer" }));
    await chart();
    const params = log.projectCalls.at(-1) as URLSearchParams;
    expect(params.getAll(`${PROJECT_ITEMS.tags}[]`)).toEqual([String(TAGS.customer)]);
    expect(params.get(`${PROJECT_ITEMS.tags}_type`)).toBe("in");
    expect(within(tags).getByRole("button", { name: "Customer" })).toHaveAttribute("aria-pressed", "true");
  });

  it("loads a project's tasks when it is expanded: names cut at 15, progress capped, resources as filters", async () => {
    const log = serve();
    renderWithProviders(<GanttView entityId={PROJECT} />);
    await userEvent.click(await screen.findByRole("button", { name: "Search" }));
    await chart();
    expect(log.taskCalls).toHaveLength(0);
    const toggle = screen.getByRole("button", { name: "Show tasks of Website relaunch" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    await waitFor(() => expect(rowOf(101)).toBeTruthy());
    const params = log.taskCalls[0] as URLSearchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      defDossier: String(TASK),
      limit: "100",
      embedded: "10",
      linkId: String(TASK_LINK),
      view: "Gantt",
    });
    expect(rowOf(101)).toHaveTextContent("Design the home…");
    expect(rowOf(101)).not.toHaveTextContent("Design the home page");
    expect(rowOf(102)).toHaveTextContent("Copy");
    const over = within(rowOf(101)).getByRole("meter");
    expect(over).toHaveAttribute("aria-valuenow", "100");
    expect(over).toHaveAttribute("data-over");
    expect(within(rowOf(102)).getByRole("meter")).not.toHaveAttribute("data-over");

    const resources = screen.getByRole("group", { name: "Resources" });
    await userEvent.click(within(resources).getByRole("button", { name: "Sam Bakker" }));
    expect(rowOf(101)).toBeNull();
    expect(rowOf(102)).toBeInTheDocument();
  });

  it("expands and collapses all projects", async () => {
    const log = serve({ projects: [WEBSITE, project(11, "Intranet", "2026-01-01", "2026-02-01")] });
    renderWithProviders(<GanttView entityId={PROJECT} />);
    await userEvent.click(await screen.findByRole("button", { name: "Search" }));
    await chart();
    await userEvent.click(screen.getByRole("button", { name: "Expand all" }));
    await waitFor(() =>
      expect(log.taskCalls.map((params) => params.get("embedded")).sort()).toEqual(["10", "11"]),
    );
    await userEvent.click(screen.getByRole("button", { name: "Collapse all" }));
    expect(screen.getByRole("button", { name: "Show tasks of Intranet" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(rowOf(101)).toBeNull();
  });

  it("PATCHes a task's new dates inside its project's range with displayCustomView=Gantt", async () => {
    const log = serve();
    renderWithProviders(<GanttView entityId={PROJECT} />);
    await searchAndExpand();
    await changeDates("Copy", "2026-03-12", "2026-04-20");
    await waitFor(() => expect(log.patches).toHaveLength(1));
    expect(log.patches[0]).toMatchObject({ id: 102, body: { start: "2026-03-12", end: "2026-04-20" } });
    expect(log.patches[0]?.query.get("displayCustomView")).toBe("Gantt");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("keeps the dialog open with the server's message on a 400, and checks the order of the dates itself", async () => {
    const log = serve({ invalid: [102] });
    renderWithProviders(<GanttView entityId={PROJECT} />);
    await searchAndExpand();
    await changeDates("Copy", "2026-03-20", "2026-03-12");
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("This value is not valid")).toBeInTheDocument();
    expect(log.patches).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText("To"), { target: { value: "2026-03-25" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(log.patches).toHaveLength(1));
    expect(await within(dialog).findByText("This value is not valid")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("asks 'Edit project date' outside the range: No saves nothing, Continue widens the project and moves the task", async () => {
    const log = serve();
    renderWithProviders(<GanttView entityId={PROJECT} />);
    await searchAndExpand();
    await changeDates("Copy", "2026-02-20", "2026-05-05");
    const ask = await screen.findByRole("alertdialog", { name: "Edit project date" });
    await userEvent.click(within(ask).getByRole("button", { name: "No" }));
    expect(log.patches).toHaveLength(0);
    // Back in the dates dialog with what was typed.
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText("From")).toHaveValue("2026-02-20");

    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    const again = await screen.findByRole("alertdialog", { name: "Edit project date" });
    await userEvent.click(within(again).getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(log.patches).toHaveLength(2));
    expect(log.patches.map(({ id, body }) => ({ id, body }))).toEqual([
      { id: 10, body: { start: "2026-02-20", end: "2026-05-05" } },
      { id: 102, body: { start: "2026-02-20", end: "2026-05-05" } },
    ]);
  });

  it("refuses a change outside the range without the right to edit projects, and shows a 403 on a task", async () => {
    const log = serve({ rights: { project: ["show"] }, refuse: [101] });
    renderWithProviders(<GanttView entityId={PROJECT} />);
    await searchAndExpand();
    await changeDates("Copy", "2026-02-20", "2026-03-20");
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Continue" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You do not have the rights to change projects.",
    );
    expect(log.patches).toHaveLength(0);

    await changeDates("Design the home page", "2026-03-05", "2026-03-25");
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("You do not have the rights to change tasks."),
    );
    expect(log.patches.map((patch) => patch.id)).toEqual([101]);
  });

  it("warns admins and contract admins of projects without a start or end date, and nobody else", async () => {
    const projects = [WEBSITE, project(12, "Archive move", "2026-05-01")];
    serve({ projects, admin: true });
    const first = renderWithProviders(<GanttView entityId={PROJECT} />);
    await userEvent.click(await screen.findByRole("button", { name: "Search" }));
    await screen.findByText("Projects without a start or end date");
    const warning = document.querySelector("[data-missing-dates]") as HTMLElement;
    expect(warning).toHaveTextContent("Archive move");
    expect(warning).not.toHaveTextContent("Website relaunch");
    first.unmount();

    serve({ projects, user: { contract_admin: true } });
    const second = renderWithProviders(<GanttView entityId={PROJECT} />);
    await userEvent.click(await screen.findByRole("button", { name: "Search" }));
    expect(await screen.findByText("Projects without a start or end date")).toBeInTheDocument();
    second.unmount();

    serve({ projects });
    renderWithProviders(<GanttView entityId={PROJECT} />);
    await userEvent.click(await screen.findByRole("button", { name: "Search" }));
    await chart();
    expect(screen.queryByText("Projects without a start or end date")).not.toBeInTheDocument();
  });

  it("in an embedded list shows the parent project at once, without a search panel", async () => {
    const log = serve();
    renderWithProviders(
      <GanttView
        entityId={TASK}
        embedded={{ item: {} as never, parentId: 10, linkId: TASK_LINK, parentArchived: false }}
      />,
    );
    await chart();
    expect(log.projectCalls[0]?.getAll("dossierIds[]")).toEqual(["10"]);
    expect(log.projectCalls[0]?.get("defDossier")).toBe(String(PROJECT));
    expect(screen.queryByRole("button", { name: "Search" })).not.toBeInTheDocument();
  });
});
