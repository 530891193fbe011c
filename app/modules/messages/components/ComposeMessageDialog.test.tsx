// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../../components/Toaster";
import { me } from "../../../testing/platformHandlers";
import { renderWithProviders } from "../../../testing/renderWithProviders";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { tokenStore } from "../../session/state/tokenStore";
import { membersHandler } from "../testing/messageHandlers";
import { ComposeMessageDialog } from "./ComposeMessageDialog";

type Body = Record<string, unknown>;

function renderDialog(options: { admin?: boolean; answer?: () => Response } = {}) {
  const sent: Body[] = [];
  const users: URL[] = [];
  const onClose = vi.fn();
  const user = options.admin ? me() : me({ roles: ["ROLE_USER"], super_admin: false, environments: [] });
  server.use(
    http.get("/api/user/me", () => HttpResponse.json(user)),
    membersHandler(users),
    http.post("/api/message", async ({ request }) => {
      sent.push((await request.json()) as Body);
      return options.answer ? options.answer() : HttpResponse.json({ id: 90 }, { status: 201 });
    }),
  );
  renderWithProviders(
    <>
      <ComposeMessageDialog
        open
        environmentId={1000}
        record={{ id: 500, def_dossier_id: 10 }}
        onClose={onClose}
      />
      <Toaster />
    </>,
  );
  return { sent, users, onClose };
}

async function fillIn(text = "<p>Please call <b>back</b></p><script>x()</script>") {
  const dialog = await screen.findByRole("dialog", { name: "New message" });
  await userEvent.type(within(dialog).getAllByRole("combobox")[0] as HTMLElement, "ann");
  await userEvent.click(await screen.findByRole("option", { name: "Anna de Vries" }));
  await userEvent.type(within(dialog).getByRole("textbox", { name: /Title/ }), "Call back");
  const editor = await within(dialog).findByRole("textbox", { name: /Message/ });
  editor.innerHTML = text;
  editor.dispatchEvent(new Event("input", { bubbles: true }));
  return dialog;
}

beforeEach(() => tokenStore.set(tokenFor()));

describe("ComposeMessageDialog", () => {
  it("says 'This is a required field' on to, title and message and sends nothing", async () => {
    const { sent } = renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "New message" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findAllByText("This is a required field")).toHaveLength(3);
    expect(await within(dialog).findByRole("textbox", { name: /Message/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(sent).toEqual([]);
  });

  it("sends the picked members, the title and the sanitised text about the record", async () => {
    const { sent, users, onClose } = renderDialog();
    const dialog = await fillIn();
    expect(users.at(-1)?.searchParams.get("limit")).toBe("50");
    expect(users.at(-1)?.searchParams.get("environment")).toBe("1000");
    expect(within(dialog).queryByRole("radiogroup")).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      environment: 1000,
      users: [7],
      title: "Call back",
      // The editor writes bold as strong.
      messageText: "<p>Please call <strong>back</strong></p>",
      dossier: 10,
      contentDossier: 500,
    });
    expect(await screen.findByText("Message sent")).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("lets admins send a pop-up", async () => {
    const { sent } = renderDialog({ admin: true });
    const dialog = await fillIn("<p>Maintenance tonight</p>");
    await userEvent.click(await within(dialog).findByText("Pop-up"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ type: "popup", messageText: "<p>Maintenance tonight</p>" });
  });

  it("shows the server's errors on their fields and keeps the dialog open", async () => {
    const { onClose } = renderDialog({
      answer: () =>
        HttpResponse.json(
          { errors: { to: "This value is not valid", title: "The maximum length is 255 characters" } },
          { status: 400 },
        ),
    });
    const dialog = await fillIn();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText("This value is not valid")).toBeInTheDocument();
    expect(within(dialog).getByText("The maximum length is 255 characters")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says 'Something went wrong' when sending fails otherwise", async () => {
    renderDialog({ answer: () => HttpResponse.json({ message: "Something went wrong" }, { status: 500 }) });
    const dialog = await fillIn();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText("Something went wrong")).toBeInTheDocument();
  });
});
