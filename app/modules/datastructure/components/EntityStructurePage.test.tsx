// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { platformHandlers } from "../../../testing/platformHandlers";
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

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );

describe("an entity's data structure, /datastructure/{id}", () => {
  it("shows its data fields with their types, its links and the links pointing at it", async () => {
    server.use(...platformHandlers(), ...structureHandlers(structureFixture()));
    renderApp("/datastructure/10");
    expect(await screen.findByRole("heading", { level: 1, name: "Contacts" })).toBeInTheDocument();
    const page = screen.getByRole("main");
    const breadcrumb = within(page).getByRole("navigation", { name: "Breadcrumb" });
    expect(within(breadcrumb).getByRole("link", { name: "Data structure" })).toHaveAttribute(
      "href",
      "/datastructure",
    );
    expect(rows(screen.getByRole("table", { name: "Data fields" }))).toEqual([
      ["name", "name_base", "text", "Yes", "No"],
      ["birthday", "birthday_base", "date", "No", "No"],
    ]);
    // The target's name comes with the environment's structure.
    await waitFor(() =>
      expect(rows(screen.getByRole("table", { name: "Links" }))).toEqual([
        ["company", "Companies", "Select", "No", "Yes", "contacts"],
      ]),
    );
    expect(rows(screen.getByRole("table", { name: "Back links" }))).toEqual([
      ["contacts", "Companies", "Embedded list", "Yes", "No"],
    ]);
    expect(within(page).getByRole("link", { name: "Entity settings" })).toHaveAttribute(
      "href",
      "/defdossier/edit/10",
    );
    // A file of records comes in through the import page.
    expect(within(page).getByRole("link", { name: "Import" })).toHaveAttribute("href", "/import/10");
    expect(within(page).getByRole("link", { name: "Field designer" })).toHaveAttribute(
      "href",
      "/fieldeditor/10",
    );
  });

  it("says so when an entity has no fields or links, and leads on to a linked entity", async () => {
    server.use(...platformHandlers(), ...structureHandlers(structureFixture()));
    const { router } = renderApp("/datastructure/30");
    expect(await screen.findByRole("heading", { level: 1, name: "Notes" })).toBeInTheDocument();
    expect(screen.getByText("No fields found")).toBeInTheDocument();
    expect(screen.getByText("No links")).toBeInTheDocument();
    expect(screen.getByText("No back links")).toBeInTheDocument();

    await router.navigate({ to: "/datastructure/$id", params: { id: "20" } });
    const links = await screen.findByRole("table", { name: "Links" });
    await userEvent.click(await within(links).findByRole("link", { name: "Contacts" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/datastructure/10"));
    expect(await screen.findByRole("heading", { level: 1, name: "Contacts" })).toBeInTheDocument();
  });

  it("answers an unknown entity with the not-found page", async () => {
    server.use(...platformHandlers(), ...structureHandlers(structureFixture()));
    renderApp("/datastructure/99");
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
  });
});
