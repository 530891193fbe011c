// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { Toaster } from "../../../components/Toaster";
import { renderWithProviders } from "../../../testing/renderWithProviders";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { recordBundle } from "../../record/testing/recordBundle";
import { recordDetail, recordHandlers } from "../../record/testing/recordHandlers";
import { tokenStore } from "../../session/state/tokenStore";
import { shareModuleHandler } from "../testing/shareHandlers";
import { RecordShareMenu } from "./RecordShareMenu";

function renderMenu(module: ReturnType<typeof shareModuleHandler> | null, allowed = true) {
  server.use(
    ...recordHandlers(recordBundle(), { secureshare: allowed }),
    module ?? http.get("/api/environmentmodule", () => HttpResponse.json({ results: [], pager: {} })),
  );
  renderWithProviders(
    <>
      <RecordShareMenu record={recordDetail()} />
      <Toaster />
    </>,
  );
}

beforeEach(() => tokenStore.set(tokenFor()));

describe("RecordShareMenu", () => {
  it("is a plain copy-link button without the module", async () => {
    renderMenu(null);
    await userEvent.click(await screen.findByRole("button", { name: "Copy link" }));
    expect(await screen.findByText("Link Copied")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Share" })).not.toBeInTheDocument();
  });

  it("is a plain copy-link button for users without the secureshare right", async () => {
    renderMenu(shareModuleHandler([{ def_dossier_id: 10 }]), false);
    expect(await screen.findByRole("button", { name: "Copy link" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Share" })).not.toBeInTheDocument();
  });

  it("offers Copy link and Secure share, which opens the wizard with the record's tabs", async () => {
    renderMenu(shareModuleHandler([{ def_dossier_id: 10, allow_add_users: false }]));
    await userEvent.click(await screen.findByRole("button", { name: "Share" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Copy link" })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Secure share" }));
    const dialog = await screen.findByRole("dialog", { name: "Secure share" });
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Email address" }),
      "jan@example.org{Enter}",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Next" }));
    const tabs = within(dialog)
      .getAllByRole("checkbox")
      .map((box) => box.closest("label")?.textContent);
    expect(tabs).toEqual(["General", "Notes"]);
  });

  it("disables Secure share when the module is not configured for the entity", async () => {
    renderMenu(shareModuleHandler([{ def_dossier_id: 99 }]));
    await userEvent.click(await screen.findByRole("button", { name: "Share" }));
    const item = await screen.findByRole("menuitem", { name: "Secure share" });
    expect(item).toHaveAttribute("aria-disabled", "true");
  });
});
