// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import type { LogEntry } from "../../../../schemas";
import { renderWithProviders } from "../../../testing/renderWithProviders";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { membersHandler } from "../../messages/testing/messageHandlers";
import { tokenStore } from "../../session/state/tokenStore";
import { recordBundle } from "../testing/recordBundle";
import { recordHandlers } from "../testing/recordHandlers";
import { ChangeLogDialog } from "./ChangeLogDialog";
import { ChangeLogDialogButton } from "./ChangeLogDialogButton";

const ENTRIES: LogEntry[] = [
  {
    id: 3,
    datetime: "2026-03-02T14:05:00Z",
    type: "secureshare",
    user_id: 7,
    username: "anna",
    changes: [],
    extra_data: { shareType: "positions", shareValue: [1], contacts: [{ email: "jan@example.org" }] },
  },
  {
    id: 2,
    datetime: "2026-03-01T09:30:00Z",
    type: "change",
    user_id: 8,
    username: "bram",
    changes: [{ defDisplayItemName: "Name", oldValue: "Anna", newValue: "Anna de Vries" }],
  },
];

function logHandlers(entries = ENTRIES, pages = 1) {
  const asked: URL[] = [];
  const users: URL[] = [];
  server.use(
    membersHandler(users),
    http.get("/api/dossierlog", ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json({
        results: entries,
        pager: { current: 1, pages, items: entries.length, limit: 50 },
      });
    }),
  );
  return { asked, users };
}

function renderLog(entries = ENTRIES, pages = 1) {
  const requests = logHandlers(entries, pages);
  renderWithProviders(
    <ChangeLogDialog open record={{ id: 500, summary: "Anna de Vries" }} onClose={() => {}} />,
  );
  return requests;
}

const params = (url: URL | undefined) => ({
  environment: url?.searchParams.get("environment"),
  dossier: url?.searchParams.get("dossier"),
  page: url?.searchParams.get("page"),
  user: url?.searchParams.get("user"),
  types: url?.searchParams.getAll("type[]"),
});

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

describe("ChangeLogDialog", () => {
  it("lists the record's entries: date, type, user link and changes", async () => {
    const { asked } = renderLog();
    const dialog = await screen.findByRole("dialog", { name: "Logs: Anna de Vries" });
    const table = await within(dialog).findByRole("table", { name: "Change log" });
    expect(params(asked[0])).toEqual({
      environment: "1000",
      dossier: "500",
      page: "1",
      user: null,
      types: [],
    });
    // Field names come back in the interface's language (the content locale of it).
    expect(asked[0]?.searchParams.get("locale")).toMatch(/^[a-z]{2}(_[A-Z]{2})?$/);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(within(rows[0] as HTMLElement).getByText("Secure share")).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText("Shared with jan@example.org")).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByRole("link", { name: "anna" })).toHaveAttribute(
      "href",
      "/user/7",
    );
    expect(rows[1]).toHaveTextContent("Change");
    expect(rows[1]).toHaveTextContent("Name: Anna → Anna de Vries");
    expect(rows[1]).toHaveTextContent("1 Mar 2026");
  });

  it("filters by several types and by one user", async () => {
    const { asked, users } = renderLog();
    const dialog = await screen.findByRole("dialog", { name: "Logs: Anna de Vries" });
    await within(dialog).findByRole("table");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Archive" }));
    expect(within(dialog).getByRole("checkbox", { name: "Archive" })).toBeChecked();
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Shown" }));
    await waitFor(() => expect(params(asked.at(-1)).types).toEqual(["archive", "shown"]));
    await userEvent.type(within(dialog).getByRole("combobox"), "bra");
    await userEvent.click(await screen.findByRole("option", { name: "Bram Jansen" }));
    await waitFor(() => expect(params(asked.at(-1)).user).toBe("8"));
    expect(params(asked.at(-1)).types).toEqual(["archive", "shown"]);
    expect(users.at(-1)?.searchParams.get("limit")).toBe("100");
  });

  it("pages through the log", async () => {
    const { asked } = renderLog(ENTRIES, 3);
    const dialog = await screen.findByRole("dialog", { name: "Logs: Anna de Vries" });
    await userEvent.click(await within(dialog).findByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(params(asked.at(-1)).page).toBe("2"));
  });

  it("says 'No items found' for an empty log", async () => {
    renderLog([]);
    expect(await screen.findByText("No items found")).toBeInTheDocument();
  });

  it("says 'No environment selected' without an environment", async () => {
    currentEnvironment.set(null);
    const { asked } = renderLog();
    expect(await screen.findByText("No environment selected")).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it("is offered on the record page to holders of dossierlog only", async () => {
    server.use(...recordHandlers(recordBundle(), { dossierlog: false }));
    const record = { id: 500, def_dossier_id: 10, summary: "Anna de Vries" };
    const { unmount, queryClient } = renderWithProviders(<ChangeLogDialogButton record={record} />);
    await waitFor(() =>
      expect(queryClient.getQueryState(["credential", 10, "dossierlog", null])?.status).toBe("success"),
    );
    expect(screen.queryByRole("button", { name: "Change log" })).not.toBeInTheDocument();
    unmount();
    server.use(...recordHandlers(recordBundle(), { dossierlog: true }));
    const { asked } = logHandlers();
    renderWithProviders(<ChangeLogDialogButton record={record} />);
    await userEvent.click(await screen.findByRole("button", { name: "Change log" }));
    expect(await screen.findByRole("dialog", { name: "Logs: Anna de Vries" })).toBeInTheDocument();
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
  });
});
