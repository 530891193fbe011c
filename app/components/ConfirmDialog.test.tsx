// @vitest-environment jsdom
import "../testing/setup";
import { Heading } from "@chakra-ui/react";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { useConfirmedDelete } from "../hooks/useConfirmedDelete";
import { renderWithProviders } from "../testing/renderWithProviders";
import { RowDeleteButton } from "./RowDeleteButton";

/** A list of rows, each with its Delete button, deleted through the shared confirmed delete. */
function Rows() {
  const [rows, setRows] = useState(["Herstelplan", "Weekplan"]);
  const { ask, dialog } = useConfirmedDelete<string>({
    remove: async (row) => setRows((current) => current.filter((name) => name !== row)),
    label: (row) => row,
    queryKey: ["rows"],
  });
  return (
    <main>
      <Heading as="h1">Plans</Heading>
      {rows.map((row) => (
        <RowDeleteButton key={row} name={row} onClick={() => ask(row)} />
      ))}
      {dialog}
    </main>
  );
}

describe("the shared confirmation pieces", () => {
  it("name each row's Delete button after its row", async () => {
    renderWithProviders(<Rows />);
    expect(await screen.findByRole("button", { name: "Delete Herstelplan" })).toHaveTextContent("Delete");
    expect(screen.getByRole("button", { name: "Delete Weekplan" })).toBeInTheDocument();
  });

  it("ask about the row by name and give the focus back to the row's button on Cancel", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Rows />);
    const trigger = await screen.findByRole("button", { name: "Delete Weekplan" });
    await user.click(trigger);
    const dialog = await screen.findByRole("alertdialog", { name: "Delete" });
    expect(dialog).toHaveTextContent("Delete Weekplan?");
    // Which button has the focus on opening is checked in the browser (tests/e2e/axeEveryRoute.test.ts):
    // jsdom lays nothing out, so the dialog's focus handling cannot run here.
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
