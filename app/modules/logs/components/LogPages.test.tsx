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

const pager = (items: number, pages = 1) => ({ current: 1, pages, items, limit: 25 });

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
  server.use(
    ...platformHandlers({
      environments: [
        environment(1000, "Zorgdossier", { defdossiers: [entity(10, "Clients"), entity(11, "Visits")] }),
      ],
    }),
    http.get("/api/user", () =>
      HttpResponse.json({ results: [{ id: 7, username: "anna" }], pager: pager(1) }),
    ),
    http.get("/api/user/7", () =>
      HttpResponse.json({ id: 7, username: "anna", profile: { first_name: "Anna", last_name: "de Vries" } }),
    ),
  );
});

describe("/logs", () => {
  it("shows the environment's change log and asks again with each filter, from the first page", async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get("/api/dossierlog", ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        return HttpResponse.json({
          results: [
            {
              id: 3,
              datetime: "2026-05-04T10:00:00.000Z",
              type: "change",
              user_id: 7,
              username: "anna",
              def_dossier_id: 10,
              content_dossier_id: 55,
              changes: [{ defDisplayItemName: "Name", oldValue: "Jan", newValue: "Johan" }],
              extra_data: null,
            },
          ],
          pager: pager(60, 3),
        });
      }),
    );
    renderApp("/logs");
    expect(await screen.findByRole("heading", { name: "Logs" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Change log" });
    const row = within(table).getAllByRole("row")[1] as HTMLElement;
    expect(within(row).getByText("Change")).toBeInTheDocument();
    expect(within(row).getByText("Clients")).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: "anna" })).toHaveAttribute("href", "/user/7");
    expect(within(row).getByRole("link", { name: "#55" })).toHaveAttribute("href", "/contentdossier/55");
    expect(row).toHaveTextContent("Name: Jan → Johan");
    expect(asked[0]?.get("environment")).toBe("1000");
    expect(asked[0]?.get("limit")).toBe("25");

    await userEvent.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(asked.at(-1)?.get("page")).toBe("2"));
    await userEvent.selectOptions(screen.getByLabelText("Type"), "archive");
    await waitFor(() => expect(asked.at(-1)?.get("type")).toBe("archive"));
    expect(asked.at(-1)?.get("page")).toBe("1");
    await userEvent.selectOptions(screen.getByLabelText("Entity"), "Visits");
    await waitFor(() => expect(asked.at(-1)?.get("defDossier")).toBe("11"));
    await userEvent.type(screen.getByLabelText("From"), "2026-05-01");
    await waitFor(() => expect(asked.at(-1)?.get("from")).toBe("2026-05-01"));

    const csv = screen.getByRole("link", { name: "Export to CSV" });
    const href = new URL(csv.getAttribute("href") as string, "http://localhost");
    expect(href.pathname).toBe("/api/dossierlog/export.csv");
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      environment: "1000",
      type: "archive",
      defDossier: "11",
      from: "2026-05-01",
    });
    expect(csv).toHaveAttribute("download");

    await userEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.getByLabelText("Type")).toHaveValue("");
    expect(screen.getByLabelText("Entity")).toHaveValue("");
    expect(screen.getByLabelText("From")).toHaveValue("");
    expect(screen.getByRole("link", { name: "Export to CSV" }).getAttribute("href")).toMatch(
      /^\/api\/dossierlog\/export\.csv\?environment=1000&locale=\w+$/,
    );
  });

  it("says so when nothing is found, and when the server refuses", async () => {
    server.use(http.get("/api/dossierlog", () => HttpResponse.json({ results: [], pager: pager(0, 0) })));
    const view = renderApp("/logs");
    expect(await screen.findByText("No items found")).toBeInTheDocument();
    view.unmount();
    server.use(
      http.get("/api/dossierlog", () =>
        HttpResponse.json({ message: "403_general_message" }, { status: 403 }),
      ),
    );
    renderApp("/logs");
    expect(await screen.findByText("You do not have permission to view this")).toBeInTheDocument();
  });
});

describe("/useractivity", () => {
  it("lists sign-ins, record views and exports, filtered by the user the address names", async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get("/api/log", ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        return HttpResponse.json({
          results: [
            {
              id: "export-2",
              datetime: "2026-05-04T12:00:00.000Z",
              type: "export",
              user_id: 7,
              username: "anna",
              def_dossier_id: 10,
              content_dossier_id: null,
              extra_data: { format: "csv", records: 3 },
            },
            {
              id: "log-10",
              datetime: "2026-05-04T11:30:00.000Z",
              type: "export",
              user_id: 7,
              username: "anna",
              def_dossier_id: 11,
              content_dossier_id: 81,
              extra_data: { template: "t-1", name: "Quote", format: "pdf" },
            },
            {
              id: "shown-9",
              datetime: "2026-05-04T11:00:00.000Z",
              type: "shown",
              user_id: 7,
              username: "anna",
              def_dossier_id: 11,
              content_dossier_id: 81,
              extra_data: null,
            },
            {
              id: "login-4",
              datetime: "2026-05-04T10:00:00.000Z",
              type: "login",
              user_id: 7,
              username: "anna",
              def_dossier_id: null,
              content_dossier_id: null,
              extra_data: null,
            },
          ],
          pager: pager(4),
        });
      }),
    );
    renderApp("/useractivity?user=7");
    expect(await screen.findByRole("heading", { name: "User activity" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "User activity" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.getAttribute("data-activity-type"))).toEqual([
      "export",
      "export",
      "shown",
      "login",
    ]);
    expect(rows[0]).toHaveTextContent("Export");
    expect(rows[0]).toHaveTextContent("CSV: 3 records");
    expect(rows[0]).toHaveTextContent("Clients");
    expect(rows[1]).toHaveTextContent("PDF: Quote");
    expect(within(rows[2] as HTMLElement).getByRole("link", { name: "#81" })).toHaveAttribute(
      "href",
      "/contentdossier/81",
    );
    expect(rows[2]).toHaveTextContent("Visits");
    expect(rows[3]).toHaveTextContent("Sign-in");
    expect(asked[0]?.get("user")).toBe("7");
    // The user the address names, by name in the filter.
    expect(await screen.findByText("Anna de Vries")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Export to CSV" }).getAttribute("href")).toContain(
      "/api/log/export.csv?environment=1000&user=7",
    );
    await userEvent.selectOptions(screen.getByLabelText("Type"), "shown");
    await waitFor(() => expect(asked.at(-1)?.get("type")).toBe("shown"));
    expect(asked.at(-1)?.get("user")).toBe("7");
  });
});
