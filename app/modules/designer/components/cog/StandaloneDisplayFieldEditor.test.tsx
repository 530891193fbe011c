// @vitest-environment jsdom
import "../../../../testing/setup";
import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { platformHandlers } from "../../../../testing/platformHandlers";
import { renderWithProviders } from "../../../../testing/renderWithProviders";
import { server } from "../../../../testing/server";
import { tokenFor } from "../../../../testing/tokenFor";
import { currentEnvironment } from "../../../environment/state/currentEnvironment";
import { tokenStore } from "../../../session/state/tokenStore";
import { StandaloneDisplayFieldEditor } from "./StandaloneDisplayFieldEditor";

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

describe("the display field editor opened from the admin cog", () => {
  it("shows the 'Item not found' badge when the display item is gone (404)", async () => {
    server.use(
      ...platformHandlers(),
      http.get("/api/displayitem/:id", () =>
        HttpResponse.json({ message: "Item not found" }, { status: 404 }),
      ),
    );
    renderWithProviders(<StandaloneDisplayFieldEditor itemId={101} entityId={10} onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Edit display field" });
    expect(await within(dialog).findByRole("status")).toHaveTextContent("Item not found");
  });
});
