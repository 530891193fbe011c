// @vitest-environment jsdom
import "../../../../testing/setup";
import { Input } from "@chakra-ui/react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../testing/renderWithProviders";
import { EditorFrame } from "./EditorFrame";

/** An editor on the frame: a required name on its Default tab, a Misc tab, a failure once a save is refused. */
function NameEditor({
  modal,
  onSave,
  onCancel,
}: {
  modal?: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState("");
  const [tab, setTab] = useState<"default" | "misc">("misc");
  const [tried, setTried] = useState(false);
  const missing = tried && name === "";
  return (
    <EditorFrame
      title="Edit colour"
      modal={modal === true}
      tabs={[
        {
          value: "default",
          label: "Default",
          hasErrors: missing,
          content: <Input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />,
        },
        { value: "misc", label: "Misc", content: <p>Nothing to set</p> },
      ]}
      tab={tab}
      onTabChange={setTab}
      failure={missing ? "Not all fields are (correctly) filled in." : undefined}
      dirty={name !== ""}
      saving={false}
      onSave={() => {
        setTried(true);
        if (name === "") setTab("default");
        else onSave(name);
      }}
      onCancel={onCancel}
    />
  );
}

function open(modal?: boolean) {
  const onSave = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(<NameEditor modal={modal === true} onSave={onSave} onCancel={onCancel} />);
  return { onSave, onCancel };
}

describe("the editor frame", () => {
  it("marks the tab holding an error and shows the failure above the tabs", async () => {
    const { onSave } = open();
    const dialog = await screen.findByRole("dialog", { name: "Edit colour" });
    expect(within(dialog).getByText("Nothing to set")).toBeVisible();
    expect(within(dialog).queryByLabelText("Contains errors")).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    const defaultTab = within(dialog).getByRole("tab", { name: /Default/ });
    expect(defaultTab).toHaveAttribute("aria-selected", "true");
    expect(within(defaultTab).getByLabelText("Contains errors")).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole("tab", { name: /Misc/ })).queryByLabelText("Contains errors"),
    ).toBeNull();
    expect(within(dialog).getByText("Not all fields are (correctly) filled in.")).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    // The mark goes once the field is filled in.
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Blue");
    expect(within(dialog).queryByLabelText("Contains errors")).not.toBeInTheDocument();
  });

  it("saves through Save and closes through Cancel without asking when nothing changed", async () => {
    const { onSave, onCancel } = open(true);
    const dialog = await screen.findByRole("dialog", { name: "Edit colour" });
    await userEvent.click(within(dialog).getByRole("tab", { name: "Default" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Blue");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledWith("Blue");
  });

  it("asks before unsaved changes are lost, by Cancel, the close button or Escape", async () => {
    const { onCancel } = open();
    const dialog = await screen.findByRole("dialog", { name: "Edit colour" });
    await userEvent.click(within(dialog).getByRole("tab", { name: "Default" }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Blue");

    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    let question = await screen.findByRole("alertdialog", { name: "Confirmation" });
    expect(within(question).getByText("You made unsaved changes")).toBeInTheDocument();
    await userEvent.click(within(question).getByRole("button", { name: "Continue working" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(onCancel).not.toHaveBeenCalled();
    expect(within(dialog).getByRole("textbox", { name: "Name" })).toHaveValue("Blue");

    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    question = await screen.findByRole("alertdialog", { name: "Confirmation" });
    await userEvent.click(within(question).getByRole("button", { name: "Continue working" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());

    await userEvent.keyboard("{Escape}");
    question = await screen.findByRole("alertdialog", { name: "Confirmation" });
    expect(onCancel).not.toHaveBeenCalled();
    await userEvent.click(within(question).getByRole("button", { name: "Close" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe("the editor frame's Delete", () => {
  const frame = (deletion: Parameters<typeof EditorFrame>[0]["deletion"]) =>
    renderWithProviders(
      <EditorFrame
        title="Edit colour"
        tabs={[{ value: "misc", label: "Misc", content: <p>Nothing to set</p> }]}
        tab="misc"
        onTabChange={() => undefined}
        saving={false}
        onSave={() => undefined}
        onCancel={() => undefined}
        deletion={deletion}
      />,
    );

  it("asks first, deletes nothing on Cancel, and deletes on Delete", async () => {
    const onConfirm = vi.fn();
    frame({ title: "Delete colour", text: "Are you sure you want to delete this item?", onConfirm });
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    const question = await screen.findByRole("alertdialog", { name: "Delete colour" });
    await userEvent.click(within(question).getByRole("button", { name: "Cancel" }));
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    const again = await screen.findByRole("alertdialog", { name: "Delete colour" });
    await userEvent.click(within(again).getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("says why Delete cannot be pressed, and offers none for an item not saved yet", async () => {
    const { unmount } = frame({
      title: "Delete",
      text: "Sure?",
      onConfirm: vi.fn(),
      refusal: "You cannot delete a placed field",
    });
    expect(await screen.findByRole("button", { name: "Delete" })).toBeDisabled();
    expect(screen.getByText("You cannot delete a placed field")).toBeInTheDocument();
    unmount();
    frame(undefined);
    await screen.findByRole("button", { name: "Save" });
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
  });
});
