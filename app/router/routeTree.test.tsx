// @vitest-environment jsdom
import "../testing/setup";
import { screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../modules/session/state/storageKeys";
import { tokenStore } from "../modules/session/state/tokenStore";
import { platformHandlers } from "../testing/platformHandlers";
import { renderApp } from "../testing/renderApp";
import { server } from "../testing/server";
import { tokenFor } from "../testing/tokenFor";
import { placeholderRoutes } from "./routeTree";

describe("routes", () => {
  beforeEach(() => server.use(...platformHandlers()));

  it("sends a visitor without a session to /login and remembers where they were going", async () => {
    const { router } = renderApp("/roles?x=1");
    expect(await screen.findByRole("heading", { name: "Log in" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(localStorage.getItem(STORAGE_KEYS.referer)).toBe("/roles?x=1");
  });

  it("returns there after logging in", async () => {
    server.use(http.post("/api/login_check", () => HttpResponse.json(tokenFor())));
    localStorage.setItem(STORAGE_KEYS.referer, "/roles");
    const { router } = renderApp("/login");
    const { default: userEvent } = await import("@testing-library/user-event");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username/), "admin");
    await user.type(screen.getByLabelText(/^Password/), "secret");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/roles"));
    expect(await screen.findByRole("heading", { name: "Roles" })).toBeInTheDocument();
  });

  it("shows each page of the route table to a logged-in user, a placeholder where none is built", async () => {
    tokenStore.set(tokenFor());
    const { router } = renderApp("/reports");
    expect(await screen.findByRole("heading", { name: "Reports" })).toBeInTheDocument();
    expect(screen.getByText("This page is not available yet.")).toBeInTheDocument();
    await router.navigate({ to: "/defdossier/edit/$id", params: { id: "0" } });
    expect(await screen.findByRole("heading", { name: "New entity" })).toBeInTheDocument();
    expect(placeholderRoutes.length).toBeGreaterThan(0);
  });

  it("shows the not-found screen for unknown addresses", async () => {
    renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });

  it("counts a token as expired five minutes before its exp", async () => {
    const token = tokenFor();
    tokenStore.set({ ...token, exp: Math.floor(Date.now() / 1000) + 299 });
    renderApp("/roles");
    expect(await screen.findByRole("heading", { name: "Log in" })).toBeInTheDocument();
  });
});
