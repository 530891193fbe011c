// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { environment, me, platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";
import { structureFixture, structureHandlers } from "../testing/structureFixture";

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

const names = () =>
  within(screen.getByRole("list", { name: "Entities" }))
    .getAllByRole("listitem")
    .filter((item) => item.hasAttribute("data-entity-id"))
    .map((item) => item.getAttribute("data-entity-id"));

describe("the data structure page, /datastructure", () => {
  it("lists the entities in their order with their data fields and links, and leads to a new entity", async () => {
    const requests: URL[] = [];
    server.use(...platformHandlers(), ...structureHandlers(structureFixture(), requests));
    renderApp("/datastructure");
    expect(await screen.findByRole("heading", { level: 1, name: "Data structure" })).toBeInTheDocument();
    await screen.findByRole("list", { name: "Entities" });
    expect(requests.map((url) => url.searchParams.get("environment"))).toEqual(["1000"]);
    expect(names()).toEqual(["10", "20", "30"]);
    const contacts = screen.getByRole("listitem", { name: "Contacts" });
    expect(within(contacts).getByRole("link", { name: "Contacts" })).toHaveAttribute(
      "href",
      "/datastructure/10",
    );
    expect(contacts).toHaveTextContent("Data fields: name (text), birthday (date)");
    expect(contacts).toHaveTextContent("Links: company links to Companies");
    const notes = screen.getByRole("listitem", { name: "Notes" });
    expect(notes).toHaveTextContent("Hidden");
    expect(notes).toHaveTextContent("Data fields: No fields found");
    expect(notes).toHaveTextContent("Links: No links");
    const page = screen.getByRole("main");
    expect(within(page).getByRole("link", { name: "New entity" })).toHaveAttribute(
      "href",
      "/defdossier/edit/0",
    );
    expect(within(page).getByRole("link", { name: "ERD" })).toHaveAttribute("href", "/erd");
  });

  it("moves an entity with its buttons, shows the order at once and saves it whole", async () => {
    const saved: unknown[] = [];
    const entities = structureFixture();
    server.use(
      ...platformHandlers(),
      ...structureHandlers(entities),
      http.put("/api/datastructure/order", async ({ request }) => {
        const body = (await request.json()) as { entities: number[] };
        saved.push(body);
        const ordered = body.entities.map((id, rank) => ({
          ...(entities.find((entity) => entity.id === id) as (typeof entities)[number]),
          rank,
        }));
        return HttpResponse.json({ results: ordered, pager: {} });
      }),
    );
    renderApp("/datastructure");
    const up = await screen.findByRole("button", { name: "Move Companies up" });
    await userEvent.click(up);
    expect(names()).toEqual(["20", "10", "30"]);
    await waitFor(() => expect(saved).toEqual([{ environment: 1000, entities: [20, 10, 30] }]));
    expect(await screen.findByText("The order is saved")).toBeInTheDocument();
    // The first entity cannot go further up; the last one further down.
    await userEvent.click(screen.getByRole("button", { name: "Move Companies up" }));
    await userEvent.click(screen.getByRole("button", { name: "Move Notes down" }));
    expect(saved).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Move Contacts down" }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({ environment: 1000, entities: [20, 30, 10] });
    expect(names()).toEqual(["20", "30", "10"]);
  });

  it("goes back to the server's order when saving fails", async () => {
    server.use(
      ...platformHandlers(),
      ...structureHandlers(structureFixture()),
      http.put("/api/datastructure/order", () =>
        HttpResponse.json({ message: "Something went wrong" }, { status: 500 }),
      ),
    );
    renderApp("/datastructure");
    await userEvent.click(await screen.findByRole("button", { name: "Move Notes up" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong");
    await waitFor(() => expect(names()).toEqual(["10", "20", "30"]));
  });

  it("shows the order without ways to change it to those who may only look", async () => {
    const viewer = me({
      super_admin: false,
      roles: ["ROLE_USER"],
      environments: [
        {
          id: 1000,
          name: "Zorgdossier",
          active: true,
          environment_admin: false,
          roles: [5],
          credentials: ["kedo.erd"],
        },
      ] as never,
    });
    server.use(
      ...platformHandlers({
        user: viewer,
        environments: [environment(1000, "Zorgdossier", { credentials: ["kedo.erd"] })],
      }),
      ...structureHandlers(structureFixture()),
    );
    tokenStore.set(tokenFor("viewer", ["ROLE_USER"]));
    renderApp("/datastructure");
    await screen.findByRole("list", { name: "Entities" });
    expect(names()).toEqual(["10", "20", "30"]);
    // Once the user's credentials are in, the side menu offers the ERD beside the page's own link.
    await waitFor(() => expect(screen.getAllByRole("link", { name: "ERD" })).toHaveLength(2));
    expect(screen.queryByRole("button", { name: /^Move / })).not.toBeInTheDocument();
  });

  it("tells a user without the right that they may not see it", async () => {
    server.use(
      ...platformHandlers(),
      http.get("/api/datastructure", () =>
        HttpResponse.json({ message: "403_general_message" }, { status: 403 }),
      ),
    );
    renderApp("/datastructure");
    expect(await screen.findByText("You do not have permission to view this")).toBeInTheDocument();
  });
});
