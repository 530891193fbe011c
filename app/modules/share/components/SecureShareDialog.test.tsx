// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../../components/Toaster";
import { renderWithProviders } from "../../../testing/renderWithProviders";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { membersHandler } from "../../messages/testing/messageHandlers";
import { tokenStore } from "../../session/state/tokenStore";
import type { ShareSettings } from "../api/ShareSettings";
import { userContactHandler } from "../testing/shareHandlers";
import { SecureShareDialog } from "./SecureShareDialog";

type Body = Record<string, unknown>;

/** DD-MM-YYYY, `days` after today in Amsterdam, worked out apart from the app's own helper. */
function inDays(days: number) {
  const parts = new Intl.DateTimeFormat("nl-NL", {
    timeZone: "Europe/Amsterdam",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).formatToParts(new Date(Date.now() + days * 86_400_000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part("day")}-${part("month")}-${part("year")}`;
}

const SETTINGS: ShareSettings = {
  def_dossier_id: 10,
  email_field: 117,
  name_field: 111,
  templates: [{ id: 41, name: "Intake letter" }],
};

function renderWizard(settings: ShareSettings = SETTINGS, answer?: () => Response) {
  const sent: Body[] = [];
  const contacts: URL[] = [];
  const users: URL[] = [];
  const onClose = vi.fn();
  server.use(
    membersHandler(users),
    userContactHandler(contacts),
    http.post("/api/dossier/500/secureshare", async ({ request }) => {
      sent.push((await request.json()) as Body);
      return answer ? answer() : HttpResponse.json({ id: 3, uuid: "u" }, { status: 201 });
    }),
  );
  renderWithProviders(
    <>
      <SecureShareDialog
        open
        record={{ id: 500, environment_id: 1000, content: { 111: "Jan Smit", 117: "jan@example.org" } }}
        settings={settings}
        positions={[
          { id: 1, label: "General" },
          { id: 2, label: "Notes" },
        ]}
        onClose={onClose}
      />
      <Toaster />
    </>,
  );
  return { sent, contacts, users, onClose };
}

const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole("button", { name });

beforeEach(() => tokenStore.set(tokenFor()));

describe("SecureShareDialog", () => {
  it("walks through recipients, configuration and summary, then sends the share", async () => {
    const { sent, contacts, users, onClose } = renderWizard();
    const dialog = await screen.findByRole("dialog", { name: "Secure share" });
    expect(within(dialog).getByText("1 Recipients")).toHaveAttribute("aria-current", "step");
    expect(button(dialog, "Next")).toBeDisabled();
    expect(within(dialog).queryByRole("button", { name: "Previous" })).not.toBeInTheDocument();

    // The record's own recipient, a colleague, and a typed address.
    expect(within(dialog).getByText("Jan Smit (jan@example.org)")).toBeInTheDocument();
    await userEvent.click(button(dialog, "Add Jan Smit"));
    await userEvent.type(within(dialog).getByRole("combobox"), "bra");
    await userEvent.click(await screen.findByRole("option", { name: "Bram Jansen" }));
    await waitFor(() => expect(contacts.map((u) => u.pathname)).toEqual(["/api/user/8"]));
    expect(contacts[0]?.searchParams.get("environment")).toBe("1000");
    expect(users.at(-1)?.searchParams.get("limit")).toBe("100");
    const email = within(dialog).getByRole("textbox", { name: "Email address" });
    await userEvent.type(email, "not an address{Enter}");
    expect(await within(dialog).findByText("Enter a valid email address")).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, "els@example.org{Enter}");
    const chosen = within(dialog).getByRole("list", { name: "Recipients" });
    expect(
      within(chosen)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Jan Smit (jan@example.org)Remove",
      "Bram Jansen (user8@example.org)Remove",
      "els@example.orgRemove",
    ]);

    await userEvent.click(button(dialog, "Next"));
    expect(within(dialog).getByText("2 Configuration")).toHaveAttribute("aria-current", "step");
    expect(within(dialog).getByRole("textbox", { name: /Valid until/ })).toHaveValue(inDays(7));
    expect(within(dialog).getByRole("checkbox", { name: "General" })).toBeChecked();
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Notes" }));
    await userEvent.click(button(dialog, "Next"));

    expect(within(dialog).getByText("3 Summary and Send")).toHaveAttribute("aria-current", "step");
    expect(within(dialog).getByText(inDays(7))).toBeInTheDocument();
    expect(within(dialog).getByText("General")).toBeInTheDocument();
    await userEvent.click(button(dialog, "Send"));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      activeUntil: inDays(7),
      contacts: [
        { email: "jan@example.org" },
        { email: "user8@example.org", mobile: "0687654321" },
        { email: "els@example.org" },
      ],
      settings: { share_type: "positions", share_value: [1] },
    });
    expect(await screen.findByText("Information secure shared")).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("checks the day and the positions, and shares a template when chosen", async () => {
    const { sent } = renderWizard();
    const dialog = await screen.findByRole("dialog", { name: "Secure share" });
    await userEvent.click(button(dialog, "Add Jan Smit"));
    await userEvent.click(button(dialog, "Next"));
    const day = within(dialog).getByRole("textbox", { name: /Valid until/ });
    await userEvent.clear(day);
    await userEvent.type(day, "31-02-2030");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "General" }));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Notes" }));
    await userEvent.click(button(dialog, "Next"));
    expect(await within(dialog).findByText("This value is not valid")).toBeInTheDocument();
    expect(within(dialog).getByText("This is a required field")).toBeInTheDocument();
    expect(within(dialog).getByText("2 Configuration")).toHaveAttribute("aria-current", "step");

    await userEvent.clear(day);
    await userEvent.type(day, inDays(1));
    await userEvent.click(within(dialog).getByText("Template"));
    await userEvent.selectOptions(within(dialog).getByRole("combobox"), "Intake letter");
    await userEvent.click(button(dialog, "Next"));
    expect(within(dialog).getByText("Intake letter")).toBeInTheDocument();
    await userEvent.click(button(dialog, "Previous"));
    expect(within(dialog).getByText("2 Configuration")).toHaveAttribute("aria-current", "step");
    await userEvent.click(button(dialog, "Next"));
    await userEvent.click(button(dialog, "Send"));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      activeUntil: inDays(1),
      settings: { share_type: "template", share_value: 41 },
    });
  });

  it("offers no template when the module allows none, and no users or typed addresses when it says so", async () => {
    renderWizard({
      def_dossier_id: 10,
      email_field: 117,
      allow_add_users: false,
      allow_email_specific: false,
    });
    const dialog = await screen.findByRole("dialog", { name: "Secure share" });
    expect(within(dialog).queryByRole("combobox")).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("textbox", { name: "Email address" })).not.toBeInTheDocument();
    await userEvent.click(button(dialog, "Add jan@example.org"));
    await userEvent.click(button(dialog, "Next"));
    expect(within(dialog).getByRole("radio", { name: "Template" })).toBeDisabled();
  });

  it("says 'Something went wrong' and stays open when the share is refused", async () => {
    const { onClose } = renderWizard(SETTINGS, () =>
      HttpResponse.json({ errors: { activeUntil: "This value is not valid" } }, { status: 400 }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Secure share" });
    await userEvent.click(button(dialog, "Add Jan Smit"));
    await userEvent.click(button(dialog, "Next"));
    await userEvent.click(button(dialog, "Next"));
    await userEvent.click(button(dialog, "Send"));
    expect(await screen.findByText("Something went wrong")).toBeInTheDocument();
    expect(within(dialog).getByText("This value is not valid")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByText("3 Summary and Send")).toHaveAttribute("aria-current", "step");
  });
});
