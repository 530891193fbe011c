// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { Bundle } from "../../../../schemas";
import { platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";
import { recordBundle } from "../testing/recordBundle";
import { recordHandlers } from "../testing/recordHandlers";

type Body = Record<string, unknown>;

/** The test entity with an Owner user item (default_current_user) in its edit view, for user 1. */
function bundleWithOwner(): Bundle {
  const bundle = recordBundle() as unknown as {
    positions: { type: string; display_items: Body[] }[];
    context: Body;
  };
  bundle.context = { ...bundle.context, user_id: 1 };
  bundle.positions
    .find((position) => position.type === "main_content")
    ?.display_items.push({
      id: 130,
      view: "edit",
      rank: 90,
      col: 1,
      colspan: 6,
      rowspan: 1,
      translations: [{ culture: "en_GB", name: "Owner" }],
      permissions_type: null,
      roles: [],
      settings: { default_current_user: true },
      def_dossier_def_field: {
        id: 70,
        name: "owner",
        obligatory: false,
        def_field: { id: 170, type: "user", settings: { multiple: false } },
        def_field_lists: [],
      },
    });
  return bundle as unknown as Bundle;
}

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

describe("a new record's default_current_user", () => {
  it("shows the logged-in user's name, not their id", async () => {
    server.use(...platformHandlers(), ...recordHandlers(bundleWithOwner()));
    renderApp("/contentdossier/create/10");
    await screen.findByRole("heading", { name: "New Contact" });
    await waitFor(() => expect(screen.getAllByText("Docket Administrator").length).toBeGreaterThan(0));
    expect(screen.queryByText("#1")).not.toBeInTheDocument();
  });
});
