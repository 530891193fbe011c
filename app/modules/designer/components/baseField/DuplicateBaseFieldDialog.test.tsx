// @vitest-environment jsdom
import "../../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../testing/renderWithProviders";
import { server } from "../../../../testing/server";
import { tokenFor } from "../../../../testing/tokenFor";
import { currentEnvironment } from "../../../environment/state/currentEnvironment";
import { tokenStore } from "../../../session/state/tokenStore";
import { DuplicateBaseFieldDialog } from "./DuplicateBaseFieldDialog";
import { baseFieldApi } from "./testing/baseFieldApi";

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

async function open() {
  const api = baseFieldApi({ moveDelay: 150 });
  server.use(...api.handlers);
  // When each was called, to measure the pause between success and closing.
  const onClose = vi.fn(() => Date.now());
  const onDuplicated = vi.fn((_id: number) => Date.now());
  renderWithProviders(
    <DuplicateBaseFieldDialog
      baseFieldId={5}
      environmentId={1000}
      onClose={onClose}
      onDuplicated={onDuplicated}
    />,
  );
  const dialog = await screen.findByRole("dialog", { name: "Duplicate base field Status" });
  await within(dialog).findByText("The copy is named Status #2; its list options are copied too.");
  return { ...api, dialog, onClose, onDuplicated };
}

describe("DuplicateBaseFieldDialog", () => {
  it("lists the placements; passing over a box with Shift held toggles it", async () => {
    const { dialog } = await open();
    const box = (name: string) => within(dialog).getByRole("checkbox", { name });
    await waitFor(() => expect(box("Contacts: status")).toBeInTheDocument());
    expect(box("Cases: case_status")).not.toBeChecked();
    // Without Shift, hovering does nothing.
    await userEvent.hover(within(dialog).getByText("Cases: case_status"));
    expect(box("Cases: case_status")).not.toBeChecked();
    const user = userEvent.setup();
    await user.keyboard("{Shift>}");
    await user.hover(within(dialog).getByText("Cases: case_status"));
    await user.hover(within(dialog).getByText("Contacts: state"));
    await user.keyboard("{/Shift}");
    expect(box("Cases: case_status")).toBeChecked();
    expect(box("Contacts: state")).toBeChecked();
    expect(box("Contacts: status")).not.toBeChecked();
  });

  it("copies the field and its options, moves the chosen placements one by one, then closes after 600 ms", async () => {
    const { dialog, writes, calls, onClose, onDuplicated } = await open();
    await userEvent.click(await within(dialog).findByRole("checkbox", { name: "Contacts: state" }));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Contacts: status" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Duplicate" }));

    await within(dialog).findByText("The base field has been duplicated");
    expect(within(dialog).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    const option = (rank: number, text: string, nl: string, extra: Record<string, unknown>) => ({
      color: null,
      default: false,
      defField: 77,
      translations: [
        { culture: "en_GB", text, settings: { informationtext: null, pretext: null } },
        { culture: "nl_NL", text: nl, settings: { informationtext: null, pretext: null } },
      ],
      rank,
      settings: { roles: [] },
      environment: 1000,
      ...extra,
    });
    expect(writes()).toEqual([
      {
        method: "POST",
        path: "/deffield",
        body: {
          name: "Status #2",
          settings: { multiple: false },
          environment: 1000,
          type: "list",
          uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        },
      },
      { method: "POST", path: "/deffieldlist", body: option(0, "Open", "Open", { color: "#00FF00" }) },
      { method: "POST", path: "/deffieldlist", body: option(1, "Closed", "Gesloten", { default: true }) },
      {
        method: "POST",
        path: "/deffieldlist",
        body: option(2, "Waiting", "Wachtend", { color: "#FFAA00", settings: { roles: [7] } }),
      },
      // In the order of the list, whatever the order they were ticked in.
      { method: "PUT", path: "/defdossierdeffield/31", body: { defField: 77 } },
      { method: "PUT", path: "/defdossierdeffield/33", body: { defField: 77 } },
    ]);
    // One by one: the second move starts after the first is answered.
    expect(calls.filter((call) => call.method === "PUT").map((call) => `${call.at} ${call.path}`)).toEqual([
      "start /defdossierdeffield/31",
      "end /defdossierdeffield/31",
      "start /defdossierdeffield/33",
      "end /defdossierdeffield/33",
    ]);
    expect(onDuplicated).toHaveBeenCalledWith(77);
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 3000 });
    const closed = onClose.mock.results[0]?.value as number;
    const succeeded = onDuplicated.mock.results[0]?.value as number;
    expect(closed - succeeded).toBeGreaterThanOrEqual(590);
  });

  it("shows the progress while the placements are moved", async () => {
    const { dialog } = await open();
    await userEvent.click(await within(dialog).findByRole("checkbox", { name: "Contacts: status" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Duplicate" }));
    // 1 copy + 3 options + 1 move: while the move is under way, 4 of 5 steps are done.
    await waitFor(() =>
      expect(within(dialog).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "80"),
    );
    await within(dialog).findByText("The base field has been duplicated");
  });
});
