// @vitest-environment jsdom
import "../testing/setup";
import { Input } from "@chakra-ui/react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/renderWithProviders";
import { FormDialog, type FormDialogProps } from "./FormDialog";

function renderDialog(props: Partial<FormDialogProps> = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <FormDialog title="New webhook" onSubmit={onSubmit} onClose={onClose} saving={false} {...props}>
      <Input aria-label="Name" />
    </FormDialog>,
  );
  return { onSubmit, onClose };
}

describe("a form in a dialog", () => {
  it("submits on Enter and on Save, without the browser's own submit, and closes on Cancel", async () => {
    const { onSubmit, onClose } = renderDialog();
    expect(await screen.findByRole("dialog", { name: "New webhook" })).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "Orders{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows why the form was refused above its fields, in the interface language's words", async () => {
    renderDialog({ failure: "Something went wrong" });
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong");
  });

  it("offers only Close once its work is done, and Enter then sends nothing again", async () => {
    const { onSubmit, onClose } = renderDialog({ done: true });
    await userEvent.type(await screen.findByRole("textbox", { name: "Name" }), "x{Enter}");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("names its submit button after what it does", async () => {
    renderDialog({ submitLabel: "Send" });
    expect(await screen.findByRole("button", { name: "Send" })).toBeEnabled();
  });

  it("holds the submit button while saving, so a second press sends nothing", async () => {
    const { onSubmit } = renderDialog({ saving: true });
    await screen.findByRole("dialog", { name: "New webhook" });
    const submit = document.querySelector("button[type=submit]") as HTMLButtonElement;
    expect(submit).toBeDisabled();
    await userEvent.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
