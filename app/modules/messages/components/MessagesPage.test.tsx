// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";
import { inboxHandlers, messageItem } from "../testing/messageHandlers";

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
  server.use(...platformHandlers());
});

describe("/messages", () => {
  it("lists incoming messages with unread ones marked, and outgoing ones on their tab", async () => {
    const requests: URL[] = [];
    server.use(
      ...inboxHandlers({
        incoming: [messageItem(1), messageItem(2, { read_date: "2026-03-01T10:00:00Z", title: "Old news" })],
        outgoing: [messageItem(5, { title: "Sent by me", recipients: [{ id: 8, username: "bram" }] })],
        requests,
      }),
    );
    renderApp("/messages");
    const table = await screen.findByRole("table", { name: "Incoming" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAttribute("data-unread", "true");
    expect(rows[1]).toHaveAttribute("data-unread", "false");
    expect(within(rows[0] as HTMLElement).getByText("Anna de Vries")).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByRole("link", { name: "Message 1" })).toHaveAttribute(
      "href",
      "/messages/1",
    );
    expect(within(rows[0] as HTMLElement).getByText("Text of message 1")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("tab", { name: "Outgoing" }));
    const outgoing = await screen.findByRole("table", { name: "Outgoing" });
    expect(within(outgoing).getByText("bram")).toBeInTheDocument();
    expect(within(outgoing).getByRole("link", { name: "Sent by me" })).toBeInTheDocument();
    // The top bar's bell asks for messages too; the inbox's own call is the one for the outgoing tab.
    const outgoingCall = requests.find((url) => url.searchParams.get("filter") === "outgoing");
    expect(outgoingCall?.searchParams.get("environment")).toBe("1000");
    expect(outgoingCall?.searchParams.get("new")).toBeNull();
  });

  it("says 'No items found' for an empty inbox", async () => {
    server.use(...inboxHandlers({}));
    renderApp("/messages");
    expect(await screen.findByText("No items found")).toBeInTheDocument();
  });

  it("opens a message: its text sanitised, the sender linked, and it is read", async () => {
    const read: number[] = [];
    server.use(
      ...inboxHandlers({
        incoming: [
          messageItem(4, {
            title: "Visit",
            message_text: '<p>Come <b>by</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
            contentDossier: 500,
          }),
        ],
        read,
      }),
    );
    const { container } = renderApp("/messages");
    await userEvent.click(await screen.findByRole("link", { name: "Visit" }));
    expect(await screen.findByRole("heading", { name: "Visit" })).toBeInTheDocument();
    expect(read).toEqual([4]);
    expect(screen.getByRole("link", { name: "Anna de Vries" })).toHaveAttribute("href", "/user/7");
    expect(screen.getByRole("link", { name: "Open the record" })).toHaveAttribute(
      "href",
      "/contentdossier/500",
    );
    const text = container.querySelector("[data-message-text]") as HTMLElement;
    expect(text.innerHTML).toContain("<b>by</b>");
    expect(text.innerHTML).not.toContain("script");
    expect(text.innerHTML).not.toContain("onerror");
  });

  it("says which message cannot be found", async () => {
    server.use(...inboxHandlers({}));
    renderApp("/messages/99");
    expect(await screen.findByText("Item not found")).toBeInTheDocument();
  });

  it("replies to the sender with the title it answers", async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      ...inboxHandlers({ incoming: [messageItem(4, { title: "Visit" })] }),
      http.post("/api/message", async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ id: 9 }, { status: 201 });
      }),
    );
    renderApp("/messages/4");
    await userEvent.click(await screen.findByRole("button", { name: "Reply" }));
    const dialog = await screen.findByRole("dialog", { name: "New message" });
    expect(within(dialog).getByText("Anna de Vries")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: /Title/ })).toHaveValue("Re: Visit");
    const editor = await within(dialog).findByRole("textbox", { name: /Message/ });
    editor.innerHTML = "<p>Tomorrow works</p>";
    editor.dispatchEvent(new Event("input", { bubbles: true }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      environment: 1000,
      users: [7],
      title: "Re: Visit",
      messageText: "<p>Tomorrow works</p>",
    });
  });
});
