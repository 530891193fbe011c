// @vitest-environment jsdom
import "../../testing/setup";
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { RecordChange } from "../../../schemas";
import { type FakeLiveSocket, fakeSockets } from "../../testing/fakeLiveSocket";
import { platformHandlers } from "../../testing/platformHandlers";
import { renderApp } from "../../testing/renderApp";
import { server } from "../../testing/server";
import { tokenFor } from "../../testing/tokenFor";
import { currentEnvironment } from "../environment/state/currentEnvironment";
import { recordBundle } from "../record/testing/recordBundle";
import { recordDetail, recordHandlers } from "../record/testing/recordHandlers";
import { ENTITY, listedRecord, listHandlers } from "../records/testing/listHandlers";
import { tokenStore } from "../session/state/tokenStore";

const rowOf = (name: string) => screen.getByText(name).closest("tr") as HTMLElement;
const socket = () => fakeSockets.at(-1) as FakeLiveSocket;
const change = (action: RecordChange["action"], dossierId: number): RecordChange => ({
  environmentId: 1000,
  defDossierId: ENTITY,
  dossierId,
  action,
  sender: { id: 77, username: "colleague" },
});

beforeEach(() => {
  sessionStorage.clear();
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

describe("the live socket", () => {
  it("joins the chosen environment once connected, and tells the user when it cannot connect", async () => {
    const { handlers } = listHandlers({ records: [listedRecord(1, "Anna", "Jansen")] });
    server.use(...platformHandlers(), ...handlers);
    renderApp(`/defdossier/${ENTITY}`);
    await screen.findByText("Anna");
    expect(socket().sent).toContainEqual(["environment:join", { environmentId: 1000 }]);
    act(() => socket().receive("connect_error", new Error("refused")));
    expect(await screen.findByText("Error managing socket connection.")).toBeInTheDocument();
  });

  it("marks a row someone else changed, reads the list again, and drops the mark after 30 seconds", async () => {
    const { handlers, log } = listHandlers({
      records: [listedRecord(1, "Anna", "Jansen"), listedRecord(2, "Bob", "Smit")],
    });
    server.use(...platformHandlers(), ...handlers);
    renderApp(`/defdossier/${ENTITY}`);
    await screen.findByText("Anna");
    const reads = log.requests.length;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      act(() => socket().receive("displayItem:fetch", change("update", 2)));
      await waitFor(() => expect(rowOf("Bob")).toHaveAttribute("data-live-changed"));
      expect(rowOf("Anna")).not.toHaveAttribute("data-live-changed");
      await waitFor(() => expect(log.requests.length).toBeGreaterThan(reads));
      // Another entity's change is not this list's business.
      act(() => socket().receive("displayItem:fetch", { ...change("update", 1), defDossierId: ENTITY + 1 }));
      expect(rowOf("Anna")).not.toHaveAttribute("data-live-changed");
      await act(async () => {
        await vi.advanceTimersByTimeAsync(30_001);
      });
      expect(rowOf("Bob")).not.toHaveAttribute("data-live-changed");
    } finally {
      vi.useRealTimers();
    }
  });

  it("announces a record someone else added to the list", async () => {
    const { handlers } = listHandlers({ records: [listedRecord(1, "Anna", "Jansen")] });
    server.use(...platformHandlers(), ...handlers);
    renderApp(`/defdossier/${ENTITY}`);
    await screen.findByText("Anna");
    act(() => socket().receive("displayItem:fetch", change("create", 3)));
    expect(await screen.findByText("colleague has added an item")).toBeInTheDocument();
  });

  it("shows who else has the record open, not the user, and leaves the record with the page", async () => {
    server.use(
      ...platformHandlers(),
      ...recordHandlers(recordBundle()),
      http.get("/api/contentdossier/500", () => HttpResponse.json(recordDetail())),
    );
    renderApp("/contentdossier/500");
    await screen.findByRole("heading", { level: 1, name: /Anna de Vries/ });
    expect(socket().sent).toContainEqual(["dossier:join", { dossierId: 500 }]);
    act(() =>
      socket().receive("dossier:users", {
        dossierId: 500,
        users: [
          { id: 1, username: "admin", presence: "online" },
          { id: 77, username: "colleague", presence: "online" },
        ],
      }),
    );
    expect(await screen.findByText("Also viewing: colleague")).toBeInTheDocument();
    // Each avatar leads to that colleague's profile.
    expect(screen.getByRole("link", { name: "colleague" })).toHaveAttribute("href", "/user/77");
    // Users of another record are not shown here.
    act(() =>
      socket().receive("dossier:users", {
        dossierId: 501,
        users: [{ id: 78, username: "else", presence: "online" }],
      }),
    );
    expect(screen.getByText("Also viewing: colleague")).toBeInTheDocument();
    const opened = socket();
    cleanup();
    expect(opened.sent.at(-1)).toEqual(["dossier:exit", undefined]);
    expect(opened.closed).toBe(true);
  });

  it("sends dossier:exit when the inline (quick) edit of a list row mounts", async () => {
    const { handlers } = listHandlers({ records: [listedRecord(1, "Anna", "Jansen")] });
    server.use(...platformHandlers(), ...handlers);
    renderApp(`/defdossier/${ENTITY}`);
    await screen.findByText("Anna");
    expect(socket().sent.filter(([event]) => event === "dossier:exit")).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Quick edit Anna Jansen" }));
    await waitFor(() => expect(socket().sent).toContainEqual(["dossier:exit", undefined]));
  });
});
