// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";
import type { ImportState } from "../api/ImportState";

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

const uploaded: ImportState = {
  id: 7,
  defDossier: 10,
  environment: 1000,
  filename: "people.csv",
  columns: ["Name", "Mail", "Colour"],
  rowCount: 2,
  fields: [
    { id: 101, label: "Name", type: "text", required: true, multiple: false },
    { id: 102, label: "Email", type: "email", required: false, multiple: false },
  ],
  mapping: { "0": 101 },
  status: "uploaded",
  processed: 0,
  errorCount: 0,
  errors: [],
  created: 0,
  preview: [
    ["Ann", "ann@x.test", "red"],
    ["", "bob@x.test", "blue"],
  ],
};

/** A server that runs a dry run and an import over two polls each, recording what the page sent. */
function importServer(checkErrors: ImportState["errors"]) {
  const sent: { upload?: unknown; check?: unknown; run?: unknown } = {};
  let state: ImportState = uploaded;
  let polls = 0;
  server.use(
    ...platformHandlers(),
    http.post("/api/import", async ({ request }) => {
      sent.upload = await request.json();
      return HttpResponse.json(uploaded, { status: 201 });
    }),
    http.post("/api/import/7/check", async ({ request }) => {
      sent.check = await request.json();
      state = { ...state, status: "checking", processed: 0, errorCount: 0, errors: [] };
      polls = 0;
      return HttpResponse.json(state, { status: 202 });
    }),
    http.post("/api/import/7/run", async ({ request }) => {
      sent.run = await request.json();
      state = { ...state, status: "importing", processed: 0 };
      polls = 0;
      return HttpResponse.json(state, { status: 202 });
    }),
    http.get("/api/import/7", () => {
      polls += 1;
      if (state.status === "checking") {
        state =
          polls < 2
            ? { ...state, processed: 1 }
            : {
                ...state,
                status: "checked",
                processed: 2,
                errorCount: checkErrors.length,
                errors: checkErrors,
              };
      } else if (state.status === "importing" || state.status === "writing") {
        state =
          polls < 2
            ? { ...state, status: "writing", processed: 1 }
            : { ...state, status: "imported", created: 2 };
      }
      return HttpResponse.json(state);
    }),
  );
  return sent;
}

async function uploadFile(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole("heading", { level: 1, name: "Import" });
  const file = new File(["Name,Mail,Colour\nAnn,ann@x.test,red\n,bob@x.test,blue\n"], "people.csv", {
    type: "text/csv",
  });
  await user.upload(screen.getByLabelText("CSV or XLSX file"), file);
  await user.click(screen.getByRole("button", { name: "Upload" }));
  return screen.findByRole("table", { name: "Columns" });
}

describe("the import page, /import/{id}", () => {
  it("uploads a file, maps its columns, lists the dry run's problems and keeps the import closed", async () => {
    const sent = importServer([
      { row: 3, column: "Name", field: "Name", message: "This is a required field" },
    ]);
    const user = userEvent.setup();
    renderApp("/import/10");
    const table = await uploadFile(user);
    expect(sent.upload).toMatchObject({ defDossier: 10, filename: "people.csv" });
    expect(String((sent.upload as { file: string }).file)).toMatch(/^data:text\/csv;base64,/);
    expect(screen.getByRole("heading", { name: "Map the columns of people.csv" })).toBeInTheDocument();
    // The guessed mapping, and the first value of each column beside it.
    const name = within(table).getByRole("combobox", { name: "Field for column Name" });
    const mail = within(table).getByRole("combobox", { name: "Field for column Mail" });
    expect(name).toHaveValue("101");
    expect(mail).toHaveValue("");
    expect(within(table).getByText("ann@x.test")).toBeInTheDocument();
    await user.selectOptions(mail, "102");
    expect(screen.getByRole("button", { name: "Import" })).toBeDisabled();
    expect(
      screen.getByText("The import is offered once a dry run of this mapping finds no problems."),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Dry run" }));
    expect(sent.check).toEqual({ mapping: { "0": 101, "1": 102 } });
    const problems = await screen.findByRole("table", { name: "Problems" }, { timeout: 5000 });
    expect(screen.getByRole("heading", { name: "1 problem found" })).toBeInTheDocument();
    const cells = within(problems)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([["3", "Name", "Name", "This is a required field"]]);
    expect(screen.getByRole("button", { name: "Import" })).toBeDisabled();
  });

  it("imports after a clean dry run with a progress bar, then links to the list", async () => {
    const sent = importServer([]);
    const user = userEvent.setup();
    renderApp("/import/10");
    await uploadFile(user);
    await user.click(screen.getByRole("button", { name: "Dry run" }));
    expect(
      await screen.findByText("No problems found: 2 rows can be imported", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    // A changed mapping needs a dry run of its own.
    await user.selectOptions(screen.getByRole("combobox", { name: "Field for column Mail" }), "102");
    expect(screen.getByRole("button", { name: "Import" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Dry run" }));
    await screen.findByText("No problems found: 2 rows can be imported", {}, { timeout: 5000 });
    await waitFor(() => expect(screen.getByRole("button", { name: "Import" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect(sent.run).toEqual({ mapping: { "0": 101, "1": 102 } });
    expect(await screen.findByLabelText("Import progress")).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow");
    expect(await screen.findByText("2 records imported", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to overview" })).toHaveAttribute("href", "/defdossier/10");
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("says why a file is refused", async () => {
    importServer([]);
    server.use(
      http.post("/api/import", () =>
        HttpResponse.json({ errors: { file: "The file holds no rows" } }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderApp("/import/10");
    await screen.findByRole("heading", { level: 1, name: "Import" });
    await user.upload(
      screen.getByLabelText("CSV or XLSX file"),
      new File([""], "empty.csv", { type: "text/csv" }),
    );
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByText("The file holds no rows")).toBeInTheDocument();
    expect(screen.queryByRole("table", { name: "Columns" })).not.toBeInTheDocument();
  });
});
