// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";
import { ENTITY, listBundle, listHandlers } from "../testing/listHandlers";

const PATH = `/defdossier/${ENTITY}`;
const DEFAULT_QUERY = "00000000-0000-4000-8000-00000000d0d0";
const OTHER_QUERY = "00000000-0000-4000-8000-00000000a1a1";
const NAMES: Record<string, string> = {
  [DEFAULT_QUERY]: "Active contacts",
  [OTHER_QUERY]: "Newsletter readers",
};

beforeEach(() => {
  sessionStorage.clear();
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

/** The contact list, with the entity's default query when given, and the saved queries' names. */
function serve(defaultQuery: string | null) {
  const { handlers, log } = listHandlers();
  const bundle = listBundle();
  bundle.entity.settings = { ...bundle.entity.settings, query_settings: { default_query: defaultQuery } };
  server.use(
    ...platformHandlers(),
    http.get(`/api/defdossier/${ENTITY}/bundle`, () => HttpResponse.json(bundle)),
    http.get("/api/dossierquery", ({ request }) => {
      const uuid = new URL(request.url).searchParams.get("uuid") ?? "";
      const name = NAMES[uuid];
      return HttpResponse.json({
        results: name
          ? [
              {
                id: 1,
                uuid,
                defDossier: ENTITY,
                data: { combinators: [] },
                translations: [{ culture: "en_GB", search_name: name }],
              },
            ]
          : [],
        pager: { current: 1, pages: 1, items: name ? 1 : 0, limit: 1 },
      });
    }),
    ...handlers,
  );
  return log;
}

const lastQuery = (log: { requests: URLSearchParams[] }) => log.requests.at(-1)?.get("dossierQuery") ?? null;

describe("saved queries on a record list", () => {
  it("applies the entity's default query when none is chosen, and says so by name", async () => {
    const log = serve(DEFAULT_QUERY);
    renderApp(PATH);
    expect(await screen.findByText("Filtered by the query Active contacts")).toBeInTheDocument();
    await waitFor(() => expect(lastQuery(log)).toBe(DEFAULT_QUERY));
  });

  it("applies the query in the address over the default one", async () => {
    const log = serve(DEFAULT_QUERY);
    renderApp(`${PATH}?dossierQuery=${OTHER_QUERY}`);
    expect(await screen.findByText("Filtered by the query Newsletter readers")).toBeInTheDocument();
    await waitFor(() => expect(lastQuery(log)).toBe(OTHER_QUERY));
    expect(log.requests.every((params) => params.get("dossierQuery") !== DEFAULT_QUERY)).toBe(true);
  });

  it("clears the query filter: the list reads all records and the default does not come back", async () => {
    const log = serve(DEFAULT_QUERY);
    renderApp(PATH);
    await screen.findByText("Filtered by the query Active contacts");
    await userEvent.click(screen.getByRole("button", { name: "Clear query filter" }));
    await waitFor(() => expect(screen.queryByText(/Filtered by the query/)).toBeNull());
    await waitFor(() => expect(lastQuery(log)).toBeNull());
  });

  it("shows no query filter when there is neither a chosen nor a default query", async () => {
    const log = serve(null);
    renderApp(PATH);
    await screen.findByRole("table", { name: "Contacts" });
    expect(screen.queryByText(/Filtered by the query/)).toBeNull();
    expect(lastQuery(log)).toBeNull();
  });
});
