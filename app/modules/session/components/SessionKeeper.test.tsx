// @vitest-environment jsdom
import "../../../testing/setup";
import { act, fireEvent, screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/renderWithProviders";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { tokenStore } from "../state/tokenStore";
import { SessionKeeper } from "./SessionKeeper";

const MINUTE = 60_000;

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function countdown() {
  const ring = screen.getByTestId("idle-countdown");
  return { text: ring.textContent, color: ring.getAttribute("data-color") };
}

describe("the session keeper", () => {
  let calls: string[];

  beforeEach(() => {
    vi.useFakeTimers({
      now: new Date("2026-03-02T09:00:00Z"),
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
    });
    calls = [];
    server.use(
      http.get("/api/refresh_token", () => {
        calls.push("refresh");
        const now = Math.floor(Date.now() / 1000);
        return HttpResponse.json({ ...tokenFor(), iat: now, exp: now + 3600 });
      }),
      http.get("/api/logout_cookie", () => {
        calls.push("logout");
        return HttpResponse.json({ result: true });
      }),
      http.post("/api/login_check", () => {
        calls.push("login");
        return HttpResponse.json(tokenFor());
      }),
    );
    tokenStore.set(tokenFor());
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("prompts after 10 idle minutes with a countdown that changes colour at 120, 60 and 30 seconds", async () => {
    renderWithProviders(
      <SessionKeeper>
        <p>The page</p>
      </SessionKeeper>,
    );
    await advance(10 * MINUTE - 1000);
    expect(screen.queryByText("Inactivity detected")).not.toBeInTheDocument();
    await advance(1000);
    expect(screen.getByText("Inactivity detected")).toBeInTheDocument();
    expect(countdown()).toEqual({ text: "5:00", color: "teal.500" });
    await advance(180_000);
    expect(countdown()).toEqual({ text: "2:00", color: "yellow.500" });
    await advance(60_000);
    expect(countdown()).toEqual({ text: "1:00", color: "orange.500" });
    await advance(30_000);
    expect(countdown()).toEqual({ text: "0:30", color: "red.500" });
  });

  it("lets any activity dismiss the prompt and renew the token", async () => {
    renderWithProviders(
      <SessionKeeper>
        <p>The page</p>
      </SessionKeeper>,
    );
    await advance(11 * MINUTE);
    expect(screen.getByText("Inactivity detected")).toBeInTheDocument();
    calls.length = 0;
    fireEvent.keyDown(window, { key: "Shift" });
    await advance(10);
    expect(screen.queryByText("Inactivity detected")).not.toBeInTheDocument();
    expect(calls).toContain("refresh");
  });

  it("ends the session at 15 minutes and asks to log in again over the hidden page", async () => {
    renderWithProviders(
      <SessionKeeper>
        <p>The page</p>
      </SessionKeeper>,
    );
    await advance(15 * MINUTE);
    expect(screen.getByText("Your session has ended")).toBeInTheDocument();
    expect(tokenStore.get()).toBeNull();
    expect(calls).toContain("logout");
    expect(screen.getByTestId("app-frame")).toHaveAttribute("aria-hidden", "true");

    vi.useRealTimers();
    const { default: userEvent } = await import("@testing-library/user-event");
    const user = userEvent.setup();
    expect(screen.getByLabelText(/Username/)).toHaveValue("admin");
    await user.type(screen.getByLabelText(/^Password/), "secret");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByText("The page");
    await vi.waitFor(() => expect(screen.queryByText("Your session has ended")).not.toBeInTheDocument());
    expect(screen.getByTestId("app-frame")).not.toHaveAttribute("aria-hidden");
    expect(tokenStore.get()?.username).toBe("admin");
  });

  it("renews a token that is due on the 5-minute check, and discards it on a 401", async () => {
    const now = Math.floor(Date.now() / 1000);
    tokenStore.set({ ...tokenFor(), exp: now + 1400 });
    server.use(
      http.get("/api/refresh_token", () => {
        calls.push("refresh");
        return HttpResponse.json({ message: "Authentication required" }, { status: 401 });
      }),
    );
    renderWithProviders(
      <SessionKeeper>
        <p>The page</p>
      </SessionKeeper>,
    );
    await advance(10);
    expect(calls).toEqual([]);
    await advance(5 * MINUTE);
    expect(calls).toEqual(["refresh"]);
    expect(tokenStore.get()).toBeNull();
    expect(screen.getByText("Your session has ended")).toBeInTheDocument();
  });

  it("follows a login in another tab", async () => {
    renderWithProviders(
      <SessionKeeper>
        <p>The page</p>
      </SessionKeeper>,
    );
    await act(async () => {
      localStorage.removeItem("docket.token");
      window.dispatchEvent(new StorageEvent("storage", { key: "docket.token" }));
    });
    expect(screen.getByText("Your session has ended")).toBeInTheDocument();
    await act(async () => {
      localStorage.setItem("docket.token", JSON.stringify(tokenFor()));
      window.dispatchEvent(new StorageEvent("storage", { key: "docket.token" }));
    });
    expect(screen.queryByText("Your session has ended")).not.toBeInTheDocument();
  });
});
