// @vitest-environment jsdom
import "../../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { entity, platformHandlers } from "../../../../testing/platformHandlers";
import { renderApp } from "../../../../testing/renderApp";
import { server } from "../../../../testing/server";
import { tokenFor } from "../../../../testing/tokenFor";
import { currentEnvironment } from "../../../environment/state/currentEnvironment";
import { tokenStore } from "../../../session/state/tokenStore";

const FIELDS = [
  { id: 51, name: "name", def_dossier_id: 10, def_field: { id: 151, type: "text", settings: {} } },
  { id: 52, name: "birthday", def_dossier_id: 10, def_field: { id: 152, type: "date", settings: {} } },
  { id: 61, name: "title", def_dossier_id: 20, def_field: { id: 161, type: "text", settings: {} } },
];
const LINKS = [
  { id: 31, name: "company", def_dossier_id: 10, child_def_dossier_id: 20, type_of_link: "select" },
  { id: 32, name: "contacts", def_dossier_id: 20, child_def_dossier_id: 10, type_of_link: "embeddedList" },
];

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

function erdHandlers(requests: URL[]) {
  const list = (results: unknown[]) => ({ results, pager: { current: 1, pages: 1, items: results.length } });
  return [
    ...platformHandlers({ entities: [entity(10, "Contacts"), entity(20, "Companies"), entity(30, "Notes")] }),
    http.get("/api/defdossierdeffield", ({ request }) => {
      requests.push(new URL(request.url));
      return HttpResponse.json(list(FIELDS));
    }),
    http.get("/api/defdossierlink", ({ request }) => {
      requests.push(new URL(request.url));
      return HttpResponse.json(list(LINKS));
    }),
    http.get("/api/defdossier/:id/bundle", () =>
      HttpResponse.json({ message: "Item not found" }, { status: 404 }),
    ),
  ];
}

describe("the ERD editor, /fieldeditor/{id}?editData=1", () => {
  it("draws the environment's entities with their data fields, and their links as lines", async () => {
    const requests: URL[] = [];
    server.use(...erdHandlers(requests));
    renderApp("/fieldeditor/10?editData=1");
    // The first lazy load of the designer's page takes a while on a busy machine.
    expect(
      await screen.findByRole("heading", { name: "ERD editor" }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    for (const url of requests) {
      expect(url.searchParams.get("environment")).toBe("1000");
      expect(url.searchParams.get("limit")).toBe("500");
    }
    const contacts = screen.getByRole("region", { name: "Contacts" });
    expect(
      within(contacts)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["name text", "birthday date", "company links to Companies"]);
    expect(within(contacts).getByRole("link", { name: "Contacts" })).toHaveAttribute("aria-current", "page");
    const companies = screen.getByRole("region", { name: "Companies" });
    expect(
      within(companies)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["title text", "contacts links to Contacts"]);
    expect(
      within(screen.getByRole("region", { name: "Notes" })).getByText("No fields found"),
    ).toBeInTheDocument();
    // One line per link; the embedded list dashed.
    const lines = document.querySelectorAll("svg [data-link-id]");
    expect([...lines].map((line) => line.getAttribute("data-link-id"))).toEqual(["31", "32"]);
    expect(document.querySelector('[data-link-id="32"] line')).toHaveAttribute("stroke-dasharray", "6 4");
    expect(document.querySelector('[data-link-id="31"] line')).not.toHaveAttribute("stroke-dasharray");
  });

  it("opens an entity's field designer from its box, by keyboard too", async () => {
    server.use(...erdHandlers([]));
    const { router } = renderApp("/fieldeditor/10?editData=1");
    const box = await screen.findByRole("region", { name: "Companies" });
    const link = within(box).getByRole("link", { name: "Companies" });
    expect(link).toHaveAttribute("href", "/fieldeditor/20");
    link.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/fieldeditor/20"));
    expect(router.state.location.search).toEqual({});
  });
});
