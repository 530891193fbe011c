// @vitest-environment jsdom
import "../../../testing/setup";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activate } from "../../../../locales";
import { entity, environment, me, platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";

const entities = [
  entity(1030, "Clients", {
    translations: [
      { culture: "nl_NL", name_singular: "Cliënt", name_plural: "Cliënten" },
      { culture: "en_GB", name_singular: "Client", name_plural: "Clients" },
    ],
  }),
  entity(1031, "Care plans", { credentials: ["edit"] }),
  entity(1032, "Contact moments and everything said in them", { visibility_roles: [1002] }),
  entity(1033, "Assignments", { visibility_roles: [1001] }),
];

const ordinary = me({
  id: 7,
  username: "daan",
  super_admin: false,
  roles: ["ROLE_USER"],
  profile: { first_name: "Daan", preposition: "van", last_name: "Leeuwen" },
  environments: [
    { id: 1000, name: "Zorgdossier", active: true, environment_admin: false, roles: [1001], credentials: [] },
  ],
});
const zorg = environment(1000, "Zorgdossier", {
  credentials: ["kedo.defdossier.1030.show", "kedo.user", "kedo.logs"],
});

const menu = () => screen.getByRole("navigation", { name: "Menu" });
const findMenu = () => screen.findByRole("navigation", { name: "Menu" });

beforeEach(() => {
  tokenStore.set(tokenFor("daan", ["ROLE_USER"]));
});

afterEach(() => {
  activate("en");
  Object.defineProperty(window, "innerWidth", { configurable: true, value: 1024 });
});

describe("the shell", () => {
  it("asks to select an environment when none is chosen", async () => {
    server.use(...platformHandlers({ user: ordinary, environments: [zorg] }));
    renderApp("/profile");
    expect(await screen.findByRole("heading", { name: "Profile" })).toBeInTheDocument();
    expect(within(menu()).getByRole("link", { name: "Select environment" })).toHaveAttribute(
      "href",
      "/environment",
    );
  });

  it("lists the entities the user may see, by show credential and visibility roles, and the admin areas they hold", async () => {
    currentEnvironment.set(1000);
    server.use(...platformHandlers({ user: ordinary, environments: [zorg], entities }));
    renderApp("/");
    const clients = await within(await findMenu()).findByRole("link", { name: "Clients" });
    expect(clients).toHaveAttribute("href", "/defdossier/1030");
    expect(within(menu()).getByRole("link", { name: "Assignments" })).toBeInTheDocument();
    expect(within(menu()).queryByRole("link", { name: "Care plans" })).not.toBeInTheDocument();
    expect(within(menu()).queryByText(/Contact moments/)).not.toBeInTheDocument();
    expect(within(menu()).queryByRole("link", { name: "New entity" })).not.toBeInTheDocument();

    const management = within(menu()).getByRole("region", { name: "Management" });
    expect(
      within(management)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Logs", "Users"]);
    expect(within(menu()).getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  });

  it("cuts long names at 25 characters and shows new entity and templates to admins", async () => {
    currentEnvironment.set(1000);
    server.use(...platformHandlers({ environments: [zorg], entities }));
    renderApp("/");
    const long = await within(await findMenu()).findByTitle("Contact moments and everything said in them");
    expect(long).toHaveTextContent("Contact moments and ever…");
    expect(within(menu()).getByRole("link", { name: "Care plans" })).toBeInTheDocument();
    expect(within(menu()).getByRole("link", { name: "New entity" })).toHaveAttribute(
      "href",
      "/defdossier/edit/0",
    );
    expect(within(menu()).getByRole("link", { name: "Templates" })).toHaveAttribute("href", "/templates");
  });

  it("takes the entities of the environment while the server has no /defdossier", async () => {
    currentEnvironment.set(1000);
    server.use(
      http.get("/api/defdossier", () => HttpResponse.json({ message: "Not found" }, { status: 404 })),
      ...platformHandlers({ user: ordinary, environments: [{ ...zorg, defdossiers: entities }] }),
    );
    renderApp("/");
    expect(await within(await findMenu()).findByRole("link", { name: "Clients" })).toBeInTheDocument();
  });

  it("switches language at once, entity names included", async () => {
    currentEnvironment.set(1000);
    server.use(...platformHandlers({ user: ordinary, environments: [zorg], entities }));
    renderApp("/");
    await within(await findMenu()).findByRole("link", { name: "Clients" });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: /^Language/ }));
    await user.click(await screen.findByRole("menuitemradio", { name: "Nederlands" }));
    expect(await within(menu()).findByRole("link", { name: "Cliënten" })).toBeInTheDocument();
    expect(within(menu()).getByRole("region", { name: "Beheer" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(await screen.findByText("Slepen en schalen")).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("nl");
  });

  it("shows the user's name and the subscriptions item only to contract admins", async () => {
    server.use(...platformHandlers({ user: ordinary, environments: [zorg] }));
    renderApp("/");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /^User menu/ }));
    expect(await screen.findByRole("menuitem", { name: "Profile" })).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "Log out" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Subscriptions" })).not.toBeInTheDocument();
    expect(screen.getAllByText("Daan van Leeuwen").length).toBeGreaterThan(0);
  });

  it("keeps the menu closed on narrow screens and opens it full width", async () => {
    Object.defineProperty(window, "innerWidth", { configurable: true, value: 400 });
    currentEnvironment.set(1000);
    server.use(...platformHandlers({ user: ordinary, environments: [zorg], entities }));
    const { router } = renderApp("/");
    const toggle = await screen.findByRole("button", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation", { name: "Menu" })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(toggle);
    await user.click(await within(menu()).findByRole("link", { name: "Clients" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/defdossier/1030"));
    expect(screen.queryByRole("navigation", { name: "Menu" })).not.toBeInTheDocument();
    expect(localStorage.getItem("docket.menu")).toBeNull();
  });

  it("remembers a closed menu on wide screens", async () => {
    server.use(...platformHandlers({ user: ordinary, environments: [zorg] }));
    const { unmount } = renderApp("/");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Menu" }));
    expect(screen.queryByRole("navigation", { name: "Menu" })).not.toBeInTheDocument();
    unmount();
    renderApp("/");
    expect(await screen.findByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("starts with the menu closed where space is short (683 px: 1366 px at 200% zoom), opening it beside the page", async () => {
    Object.defineProperty(window, "innerWidth", { configurable: true, value: 683 });
    localStorage.setItem("docket.menu", "open");
    currentEnvironment.set(1000);
    server.use(...platformHandlers({ user: ordinary, environments: [zorg], entities }));
    renderApp("/");
    const toggle = await screen.findByRole("button", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation", { name: "Menu" })).not.toBeInTheDocument();
    await userEvent.setup().click(toggle);
    expect(await findMenu()).toBeInTheDocument();
    // Beside the page, not over it as on a phone; the wide screen's saved choice is left alone.
    expect(screen.getByRole("main")).toBeVisible();
    expect(localStorage.getItem("docket.menu")).toBe("open");
  });

  it("shows the quick search only once an environment is chosen", async () => {
    server.use(...platformHandlers({ user: ordinary, environments: [zorg], entities }));
    const { unmount } = renderApp("/");
    await screen.findByRole("button", { name: "Menu" });
    expect(screen.queryByRole("combobox", { name: "Quick search" })).not.toBeInTheDocument();
    unmount();
    currentEnvironment.set(1000);
    renderApp("/");
    expect(await screen.findByRole("combobox", { name: "Quick search" })).toBeInTheDocument();
  });

  it("lists favourites in the sidebar, with none yet", async () => {
    currentEnvironment.set(1000);
    server.use(...platformHandlers({ user: ordinary, environments: [zorg] }));
    renderApp("/");
    await act(async () => {
      await userEvent.click(await screen.findByRole("button", { name: "Favorites" }));
    });
    const sidebar = screen.getByRole("complementary", { name: "Favorites" });
    expect(await within(sidebar).findByText("No items found")).toBeInTheDocument();
  });
});
