// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { entity, environment, me, platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";
import type { QuickSearchResult } from "../api/quickSearch";

const LONG = "Jansen-van der Berg, Annemarie Wilhelmina Cornelia (Amsterdam)";
const found: QuickSearchResult[] = [
  { id: 41, summary: "P-0001 Anna Jansen", def_dossier_id: 1030, entity: "Clients" },
  { id: 42, summary: LONG, def_dossier_id: 1030, entity: "Clients" },
  { id: 43, summary: "Intake Jansen", def_dossier_id: 1031, entity: "Care plans" },
];

const daan = me({
  id: 7,
  username: "daan",
  super_admin: false,
  roles: ["ROLE_USER"],
  environments: [
    { id: 1000, name: "Zorgdossier", active: true, environment_admin: false, roles: [1001], credentials: [] },
  ],
});
const zorg = environment(1000, "Zorgdossier", { credentials: ["kedo.defdossier.1030.show"] });

/** Answers the quick search with `answer` and keeps every request's address. */
function searchHandler(answer: () => Response, requests: URL[]) {
  return http.get("/api/contentdossier/quicksearch", ({ request }) => {
    requests.push(new URL(request.url));
    return answer();
  });
}

function setup(answer: () => Response = () => HttpResponse.json({ results: found })) {
  const requests: URL[] = [];
  server.use(
    searchHandler(answer, requests),
    ...platformHandlers({ user: daan, environments: [zorg], entities: [entity(1030, "Clients")] }),
    // The record page a result opens asks for more than these tests answer.
    http.all("/api/*", () => HttpResponse.json({ message: "Item not found" }, { status: 404 })),
  );
  const view = renderApp("/");
  return { ...view, requests };
}

const box = () => screen.findByRole("combobox", { name: "Quick search" });
/** The quick search's own results and status (the page and the route announcer have theirs). */
const resultOptions = async () =>
  within(await screen.findByRole("listbox", { name: "Quick search" })).getAllByRole("option");
const status = () => within(screen.getByRole("banner")).getByRole("status");

beforeEach(() => {
  tokenStore.set(tokenFor("daan", ["ROLE_USER"]));
  currentEnvironment.set(1000);
});

describe("the quick search", () => {
  it("asks once typing pauses, with the environment, the text, 10 and the content locale", async () => {
    const { requests } = setup();
    await userEvent.type(await box(), "  jansen");
    expect(await screen.findByRole("listbox", { name: "Quick search" })).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    const params = Object.fromEntries(requests[0]?.searchParams ?? []);
    expect(params).toEqual({ environment: "1000", search: "jansen", limit: "10", locale: "en_GB" });
  });

  it("lists the results as links with the summary cut at 50 characters and the entity", async () => {
    setup();
    await userEvent.type(await box(), "jansen");
    const options = await resultOptions();
    expect(options).toHaveLength(3);
    expect(options[0]).toHaveAttribute("href", "/contentdossier/41");
    expect(options[0]).toHaveTextContent("P-0001 Anna Jansen");
    expect(options[0]).toHaveTextContent("Clients");
    const long = options[1] as HTMLElement;
    expect(long).toHaveAttribute("title", LONG);
    expect(long.firstElementChild?.textContent).toHaveLength(50);
    expect(long.firstElementChild?.textContent).toBe(`${LONG.slice(0, 49).trimEnd()}…`);
    expect(options[2]).toHaveTextContent("Care plans");
    expect(status()).toHaveTextContent("Results: 3");
    expect(await box()).toHaveAttribute("aria-expanded", "true");

    const results = await axe.run(screen.getByRole("banner"), {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("says so when nothing is found", async () => {
    setup(() => HttpResponse.json({ results: [] }));
    await userEvent.type(await box(), "nobody");
    await waitFor(() => expect(status()).toHaveTextContent("No items found"));
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(await box()).toHaveAttribute("aria-expanded", "false");
  });

  it("says so when the search fails", async () => {
    setup(() => HttpResponse.json({ message: "Something went wrong" }, { status: 500 }));
    await userEvent.type(await box(), "jansen");
    await waitFor(() => expect(status()).toHaveTextContent("Something went wrong"));
  });

  it("moves through the results with the arrow keys and opens one with Enter", async () => {
    const { router } = setup();
    const input = await box();
    const user = userEvent.setup();
    await user.type(input, "jansen");
    const options = await resultOptions();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", options[1]?.id);
    expect(options[1]).toHaveAttribute("aria-selected", "true");
    expect(options[0]).toHaveAttribute("aria-selected", "false");
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(input).toHaveAttribute("aria-activedescendant", options[2]?.id);
    await user.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/contentdossier/41"));
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(input).toHaveValue("");
  });

  it("closes with Escape and opens again with an arrow key", async () => {
    setup();
    const input = await box();
    const user = userEvent.setup();
    await user.type(input, "jansen");
    await screen.findByRole("listbox");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveValue("jansen");
    await user.keyboard("{ArrowDown}");
    const list = await screen.findByRole("listbox");
    expect(within(list).getAllByRole("option")[0]).toHaveAttribute("aria-selected", "true");
  });

  it("is not there for a member without a right on any entity", async () => {
    const requests: URL[] = [];
    server.use(
      searchHandler(() => HttpResponse.json({ results: found }), requests),
      ...platformHandlers({ user: daan, environments: [{ ...zorg, credentials: ["kedo.user"] }] }),
    );
    renderApp("/");
    await screen.findByRole("navigation", { name: "Menu" });
    await screen.findByRole("link", { name: "Users" });
    expect(screen.queryByRole("combobox", { name: "Quick search" })).not.toBeInTheDocument();
  });

  it("is not there before an environment is chosen", async () => {
    currentEnvironment.set(null);
    setup();
    await screen.findByRole("button", { name: "Menu" });
    expect(screen.queryByRole("combobox", { name: "Quick search" })).not.toBeInTheDocument();
  });
});
