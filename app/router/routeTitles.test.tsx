// @vitest-environment jsdom
import "../testing/setup";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { catalogs } from "../../locales/all";
import { switchLanguage } from "../i18n/switchLanguage";
import { currentEnvironment } from "../modules/environment/state/currentEnvironment";
import { tokenStore } from "../modules/session/state/tokenStore";
import { platformHandlers } from "../testing/platformHandlers";
import { renderApp } from "../testing/renderApp";
import { server } from "../testing/server";
import { tokenFor } from "../testing/tokenFor";
import { routeTree } from "./routeTree";

interface RouteNode {
  options: { path?: string; staticData?: { title?: string } };
  children?: RouteNode[] | Record<string, RouteNode>;
}

/** Every route of the tree that shows a page: the leaves (layout routes such as the shell show none). */
function pages(route: RouteNode): RouteNode[] {
  const children = Array.isArray(route.children) ? route.children : Object.values(route.children ?? {});
  return children.length === 0 ? [route] : children.flatMap(pages);
}

const announcer = () => document.querySelector("[data-route-announcer]");

describe("page titles", () => {
  const all = pages(routeTree as unknown as RouteNode);

  it("walks the route tree: every page has its own title, a message of every catalog", () => {
    expect(all.length).toBeGreaterThan(40);
    const untitled = all
      .filter((route) => !route.options.staticData?.title)
      .map((route) => route.options.path);
    expect(untitled).toEqual([]);
    for (const [language, catalog] of Object.entries(catalogs)) {
      const missing = all
        .map((route) => route.options.staticData?.title as string)
        .filter((title) => !Object.hasOwn(catalog, title));
      expect({ language, missing }).toEqual({ language, missing: [] });
    }
    // Own titles: two pages share one only as a list and its item of one kind (datastructure, datastructure/$id).
    const byTitle = new Map<string, string[]>();
    for (const route of all) {
      const title = route.options.staticData?.title as string;
      byTitle.set(title, [...(byTitle.get(title) ?? []), route.options.path ?? ""]);
    }
    const shared = [...byTitle.values()].filter((paths) => paths.length > 1);
    for (const paths of shared) {
      const [first, ...others] = paths.map((path) => path.replace(/\/\$id$/, ""));
      expect(others.every((path) => path === first)).toBe(true);
    }
  });
});

describe("route changes", () => {
  beforeEach(() => server.use(...platformHandlers()));
  afterEach(async () => {
    await switchLanguage("en");
    currentEnvironment.set(null);
  });

  it("titles the page by its heading, the environment and Docket; moves the focus to the heading and announces it", async () => {
    tokenStore.set(tokenFor());
    currentEnvironment.set(1000);
    const { router } = renderApp("/reports");
    await waitFor(() => expect(document.title).toBe("Reports – Zorgdossier – Docket"));
    // The first page of a visit keeps the browser's focus.
    expect(screen.getByRole("heading", { level: 1, name: "Reports" })).not.toHaveFocus();

    await act(() => router.navigate({ to: "/roles" }));
    const heading = await screen.findByRole("heading", { level: 1, name: "Roles" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe("Roles – Zorgdossier – Docket");
    expect(announcer()).toHaveAttribute("aria-live", "polite");
    expect(announcer()).toHaveTextContent("Roles – Zorgdossier");
  });

  it("titles in the interface's language", async () => {
    await switchLanguage("nl");
    renderApp("/login");
    await waitFor(() => expect(document.title).toBe("Inloggen – Docket"));
  });

  it("offers 'Skip to content' as the first tab stop, landing on the page's main area", async () => {
    tokenStore.set(tokenFor());
    currentEnvironment.set(1000);
    renderApp("/reports");
    await screen.findByRole("heading", { level: 1, name: "Reports" });
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole("link", { name: "Skip to content" });
    expect(skip).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(document.querySelector("main")).toHaveFocus();
  });
});
