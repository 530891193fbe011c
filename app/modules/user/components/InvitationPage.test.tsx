// @vitest-environment jsdom
import "../../../testing/setup";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { STORAGE_KEYS } from "../../session/state/storageKeys";
import { tokenStore } from "../../session/state/tokenStore";

/** Answers the accept call: the first use of "good-key" joins, anything else is refused. */
function invitationServer(keys: string[]) {
  const used = new Set<string>();
  server.use(
    http.post("/api/invitation/accept", async ({ request }) => {
      const { key } = (await request.json()) as { key: string };
      keys.push(key);
      if (key !== "good-key" || used.has(key)) {
        const message = "This invitation has expired or was already used";
        return HttpResponse.json({ message, errors: { key: message } }, { status: 400 });
      }
      used.add(key);
      return HttpResponse.json({ environment: 1000, user: 1, roles: [5], active: true });
    }),
  );
}

beforeEach(() => server.use(...platformHandlers()));

describe("/invitation", () => {
  it("sends someone without a session to log in first, and brings them back afterwards", async () => {
    tokenStore.clear();
    renderApp("/invitation?key=good-key");
    expect(await screen.findByRole("heading", { name: "Log in" })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.referer)).toBe("/invitation?key=good-key");
  });

  it("joins the environment when the user accepts", async () => {
    tokenStore.set(tokenFor("femke", ["ROLE_USER"]));
    const keys: string[] = [];
    invitationServer(keys);
    renderApp("/invitation?key=good-key");
    await userEvent.click(await screen.findByRole("button", { name: "Accept invitation" }));
    expect(await screen.findByText("You have joined the environment.")).toBeInTheDocument();
    expect(keys).toEqual(["good-key"]);
    expect(screen.getByRole("link", { name: "Go to your environments" })).toHaveAttribute(
      "href",
      "/environment",
    );
  });

  it("says when the key is used or expired", async () => {
    tokenStore.set(tokenFor("femke", ["ROLE_USER"]));
    invitationServer([]);
    renderApp("/invitation?key=old-key");
    await userEvent.click(await screen.findByRole("button", { name: "Accept invitation" }));
    expect(await screen.findByText("This invitation has expired or was already used")).toBeInTheDocument();
    expect(screen.queryByText("You have joined the environment.")).not.toBeInTheDocument();
  });
});
