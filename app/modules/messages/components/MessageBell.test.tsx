// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/renderWithProviders";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";
import { inboxHandlers, messageItem } from "../testing/messageHandlers";
import { MessageBell } from "./MessageBell";
import { TopBarMessageBell } from "./TopBarMessageBell";

beforeEach(() => tokenStore.set(tokenFor()));

describe("MessageBell", () => {
  it("shows the unread count and the 5 newest unread messages, titles cut at 30 and texts at 100", async () => {
    const requests: URL[] = [];
    const incoming = [
      messageItem(1, {
        title: "A title that is far longer than thirty characters",
        message_text: `<p>${"word ".repeat(40)}</p>`,
      }),
      ...[2, 3, 4, 5, 6].map((id) => messageItem(id)),
      messageItem(7, { read_date: "2026-03-01T10:00:00Z" }),
    ];
    server.use(...inboxHandlers({ incoming, requests }));
    renderWithProviders(<MessageBell environmentId={1000} firstDelay={0} />);
    const bell = await screen.findByRole("button", { name: "Messages, 6 unread" });
    await userEvent.click(bell);
    const menu = await screen.findByRole("menu");
    await waitFor(() => expect(within(menu).getAllByRole("menuitem")).toHaveLength(6));
    const asked = requests.find((url) => url.searchParams.get("limit") === "5");
    expect(Object.fromEntries(asked?.searchParams ?? [])).toMatchObject({
      environment: "1000",
      filter: "incoming",
      new: "1",
      limit: "5",
    });
    const first = within(menu).getAllByRole("menuitem")[0] as HTMLElement;
    expect(within(first).getByText("A title that is far longer th…")).toBeInTheDocument();
    const preview = within(first).getByText(/^word word/);
    expect(preview.textContent).toHaveLength(100);
    expect(within(menu).getByRole("menuitem", { name: "All messages" })).toBeInTheDocument();
  });

  it("says 'No unread messages' when there are none", async () => {
    server.use(...inboxHandlers({ incoming: [messageItem(1, { read_date: "2026-03-01T10:00:00Z" })] }));
    renderWithProviders(<MessageBell environmentId={1000} firstDelay={0} />);
    await userEvent.click(await screen.findByRole("button", { name: "Messages" }));
    expect(await screen.findByText("No unread messages")).toBeInTheDocument();
  });

  it("shows an unread pop-up message and marks it read by reading it when closed", async () => {
    const read: number[] = [];
    const incoming = [
      messageItem(3, { type: "popup", title: "Maintenance", message_text: "<p>Tonight at 22:00</p>" }),
    ];
    server.use(...inboxHandlers({ incoming, read }));
    renderWithProviders(<MessageBell environmentId={1000} firstDelay={0} />);
    const dialog = await screen.findByRole("dialog", { name: "Maintenance" });
    expect(within(dialog).getByText("Tonight at 22:00")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(read).toEqual([3]));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("button", { name: "Messages" })).toBeInTheDocument();
  });

  it("asks nothing before the first delay has passed", async () => {
    const requests: URL[] = [];
    server.use(...inboxHandlers({ incoming: [messageItem(1)], requests }));
    renderWithProviders(<MessageBell environmentId={1000} firstDelay={1500} />);
    await screen.findByRole("button", { name: "Messages" });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(requests).toEqual([]);
    expect(await screen.findByRole("button", { name: "Messages, 1 unread" })).toBeInTheDocument();
  });

  it("sits in the top bar once an environment is chosen", async () => {
    server.use(...inboxHandlers({}));
    currentEnvironment.set(null);
    const { unmount } = renderWithProviders(<TopBarMessageBell />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("button", { name: "Messages" })).not.toBeInTheDocument();
    unmount();
    currentEnvironment.set(1000);
    renderWithProviders(<TopBarMessageBell />);
    expect(await screen.findByRole("button", { name: "Messages" })).toBeInTheDocument();
  });
});
