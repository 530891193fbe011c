// @vitest-environment jsdom
import "../../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { designerToaster } from "../../../../components/designerToaster";
import { renderWithProviders } from "../../../../testing/renderWithProviders";
import { server } from "../../../../testing/server";
import { tokenFor } from "../../../../testing/tokenFor";
import { currentEnvironment } from "../../../environment/state/currentEnvironment";
import { tokenStore } from "../../../session/state/tokenStore";
import { BaseFieldEditor } from "./BaseFieldEditor";
import { baseFieldApi } from "./testing/baseFieldApi";

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

function open(baseFieldId?: number, answers: Parameters<typeof baseFieldApi>[0] = {}) {
  const api = baseFieldApi(answers);
  server.use(...api.handlers);
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderWithProviders(
    <BaseFieldEditor
      {...(baseFieldId === undefined ? {} : { baseFieldId })}
      environmentId={1000}
      onClose={onClose}
      onSaved={onSaved}
    />,
  );
  return { ...api, onClose, onSaved };
}

async function dialog(name: string | RegExp) {
  return screen.findByRole("dialog", { name });
}

async function newField(name: string, type: string) {
  const editor = await dialog("New base field");
  await userEvent.type(within(editor).getByRole("textbox", { name: "Name" }), name);
  await userEvent.selectOptions(within(editor).getByRole("combobox", { name: "Type" }), type);
  await userEvent.click(within(editor).getByRole("tab", { name: "Misc" }));
  return editor;
}

describe("BaseFieldEditor", () => {
  it("requires a name and a type before sending anything", async () => {
    const { writes } = open();
    const editor = await dialog("New base field");
    await userEvent.click(within(editor).getByRole("tab", { name: "Misc" }));
    expect(within(editor).getByText("First select a field type")).toBeInTheDocument();
    await userEvent.click(within(editor).getByRole("button", { name: "Save" }));
    // Save goes to the tab with the errors.
    expect(within(editor).getByRole("tab", { name: /Generic/ })).toHaveAttribute("aria-selected", "true");
    expect(within(editor).getAllByText("This is a required field")).toHaveLength(2);
    expect(within(editor).getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");
    expect(writes()).toEqual([]);
  });

  it("creates a text field with POST /deffield {name, settings, environment, type, uuid}", async () => {
    const { writes, onSaved, onClose } = open();
    const editor = await newField("  Zipcode ", "text");
    const size = within(editor).getByRole("spinbutton", { name: "Size" });
    expect(size).toHaveValue(100);
    await userEvent.clear(size);
    await userEvent.type(size, "300");
    await userEvent.click(within(editor).getByRole("button", { name: "Save" }));
    expect(within(editor).getByText("This value is not valid")).toBeInTheDocument();
    expect(writes()).toEqual([]);
    await userEvent.clear(size);
    await userEvent.type(size, "7");
    await userEvent.selectOptions(within(editor).getByRole("combobox", { name: "Check" }), "dutch_zipcode");
    await userEvent.click(within(editor).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    const [call] = writes();
    expect(call).toEqual({
      method: "POST",
      path: "/deffield",
      body: {
        name: "Zipcode",
        settings: { regex: "dutch_zipcode", size: 7 },
        environment: 1000,
        type: "text",
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalledWith(77);
  });

  it("checks a custom pattern", async () => {
    const { writes } = open();
    const editor = await newField("Code", "text");
    await userEvent.selectOptions(within(editor).getByRole("combobox", { name: "Check" }), "custom");
    const pattern = within(editor).getByRole("textbox", { name: /Pattern/ });
    await userEvent.type(pattern, "[[a-z");
    await userEvent.click(within(editor).getByRole("button", { name: "Save" }));
    expect(pattern).toHaveAttribute("aria-invalid", "true");
    expect(writes()).toEqual([]);
    await userEvent.type(pattern, "]{{2}");
    await userEvent.click(within(editor).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body?.settings).toEqual({ regex: "[a-z]{2}", size: 100 });
  });

  it("sends the date settings with Monday as 0", async () => {
    const { writes } = open();
    const editor = await newField("Appointment", "date");
    await userEvent.click(within(editor).getByRole("checkbox", { name: "With time" }));
    await userEvent.selectOptions(
      within(editor).getByRole("combobox", { name: "Restriction" }),
      "after_and_eq_current_date",
    );
    await userEvent.click(within(editor).getByRole("checkbox", { name: "Sunday" }));
    await userEvent.click(within(editor).getByRole("checkbox", { name: "Monday" }));
    await userEvent.click(within(editor).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body?.settings).toEqual({
      withtime: true,
      current_time_as_default: false,
      restriction: "after_and_eq_current_date",
      restrict_days: [0, 6],
    });
  });

  it("sends decimals and a currency only where they apply", async () => {
    const { writes } = open();
    const editor = await newField("Price", "amount");
    await userEvent.selectOptions(
      within(editor).getByRole("combobox", { name: "Kind of value" }),
      "currency",
    );
    expect(within(editor).getByRole("combobox", { name: "Currency" })).toHaveValue("EUR");
    await userEvent.selectOptions(within(editor).getByRole("combobox", { name: "Currency" }), "GBP");
    const decimals = within(editor).getByRole("spinbutton", { name: "Decimals" });
    await userEvent.clear(decimals);
    await userEvent.type(decimals, "3");
    await userEvent.click(within(editor).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body?.settings).toEqual({ valueType: "currency", decimals: 3, currency: "GBP" });
  });

  it("reads a calc formula with the engine's parser and refuses one it cannot read", async () => {
    const { writes } = open();
    const editor = await newField("Total", "calc");
    const formula = within(editor).getByRole("textbox", { name: "Formula" });
    await userEvent.type(formula, "round({{hours} * ");
    expect(within(editor).getByText(/^The formula cannot be read: /)).toBeInTheDocument();
    await userEvent.click(within(editor).getByRole("button", { name: "Save" }));
    expect(writes()).toEqual([]);
    await userEvent.type(formula, "{{rate}, 2)");
    expect(within(editor).queryByText(/^The formula cannot be read: /)).toBeNull();
    await userEvent.click(within(editor).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body?.settings).toEqual({ formula: "round({hours} * {rate}, 2)" });
  });

  it("keeps the type of a placed base field, refuses to delete it and lists where it is placed", async () => {
    const { writes, onClose } = open(5);
    const editor = await dialog("Edit base field Status");
    expect(within(editor).getByRole("combobox", { name: "Type" })).toBeDisabled();
    expect(within(editor).getByText("The type of a used base field cannot be changed")).toBeInTheDocument();
    expect(within(editor).getByRole("button", { name: "Delete" })).toBeDisabled();
    expect(within(editor).getByText("You cannot delete a placed field")).toBeInTheDocument();

    await userEvent.click(within(editor).getByRole("tab", { name: "Info" }));
    await waitFor(() => expect(within(editor).getAllByText("Contacts")).toHaveLength(2));
    expect(within(editor).getByText("Cases")).toBeInTheDocument();
    expect(within(editor).getByText("case_status")).toBeInTheDocument();

    await userEvent.click(within(editor).getByRole("tab", { name: "Generic" }));
    const name = within(editor).getByRole("textbox", { name: "Name" });
    await userEvent.clear(name);
    await userEvent.type(name, "State");
    await userEvent.click(within(editor).getByRole("tab", { name: "Misc" }));
    await userEvent.click(within(editor).getByRole("checkbox", { name: "Multiple" }));
    await userEvent.click(within(editor).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    // PATCH sends name and settings only.
    expect(writes()[0]).toEqual({
      method: "PATCH",
      path: "/deffield/5",
      body: { name: "State", settings: { multiple: true } },
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("deletes an unplaced base field after confirming", async () => {
    const { writes, onClose } = open(6);
    const editor = await dialog("Edit base field Notes");
    expect(within(editor).getByRole("combobox", { name: "Type" })).toBeEnabled();
    await userEvent.click(within(editor).getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete base field Notes" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(writes()).toEqual([]);
    await userEvent.click(within(editor).getByRole("button", { name: "Delete" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog", { name: "Delete base field Notes" })).getByRole(
        "button",
        {
          name: "Delete",
        },
      ),
    );
    await waitFor(() => expect(writes()).toEqual([{ method: "DELETE", path: "/deffield/6" }]));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows a 400 answer's errors on their fields and tabs, with the invalid-form toast", async () => {
    const create = vi.spyOn(designerToaster, "create");
    const { writes } = open(6, {
      patchBaseField: () =>
        HttpResponse.json(
          { errors: { "settings.size": "This value is not valid", name: "This is a required field" } },
          { status: 400 },
        ),
    });
    const editor = await dialog("Edit base field Notes");
    await userEvent.click(within(editor).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(within(editor).getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");
    expect(within(editor).getByRole("tab", { name: /Misc/ })).toContainElement(
      within(editor).getAllByLabelText("Contains errors")[1] as HTMLElement,
    );
    await userEvent.click(within(editor).getByRole("tab", { name: /Misc/ }));
    expect(within(editor).getByRole("spinbutton", { name: "Size" })).toHaveAttribute("aria-invalid", "true");
    expect(within(editor).getByText("This value is not valid")).toBeInTheDocument();
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        type: "error",
        title: "Not all fields are (correctly) filled in.",
      }),
    );
    create.mockRestore();
  });

  it("asks to save a new list field before its options, then stays open on them", async () => {
    const { writes, onClose } = open();
    const editor = await newField("Priority", "list");
    await userEvent.click(within(editor).getByRole("tab", { name: "List options" }));
    expect(within(editor).getByText("Save this item first")).toBeInTheDocument();
    await userEvent.click(within(editor).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toMatchObject({
      name: "Priority",
      type: "list",
      settings: { multiple: false },
    });
    const saved = await dialog("Edit base field Created");
    expect(within(saved).getByRole("tab", { name: "List options" })).toHaveAttribute("aria-selected", "true");
    expect(await within(saved).findByRole("button", { name: "Add list option" })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("offers tree as a type: its multiple setting and its list options, like a list", async () => {
    const { writes } = open();
    const editor = await newField("Category", "tree");
    await userEvent.click(within(editor).getByRole("checkbox", { name: "Multiple" }));
    await userEvent.click(within(editor).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toMatchObject({ name: "Category", type: "tree", settings: { multiple: true } });
    const saved = await dialog("Edit base field Created");
    expect(within(saved).getByRole("tab", { name: "List options" })).toHaveAttribute("aria-selected", "true");
  });

  it("says 'Not all fields are (correctly) filled in.' when Save finds errors", async () => {
    const create = vi.spyOn(designerToaster, "create");
    open();
    const editor = await dialog("New base field");
    await userEvent.click(within(editor).getByRole("button", { name: "Save" }));
    expect(create).toHaveBeenCalledWith({
      type: "error",
      title: "Not all fields are (correctly) filled in.",
    });
    create.mockRestore();
  });

  it("shows the 'Item not found' badge when the base field is gone (404)", async () => {
    open(999);
    const editor = await dialog("Edit base field");
    expect(await within(editor).findByRole("status")).toHaveTextContent("Item not found");
    expect(within(editor).queryByText("Something went wrong")).toBeNull();
  });

  it("shows the server's message when it refuses a delete", async () => {
    const api = baseFieldApi();
    server.use(...api.handlers);
    server.use(
      http.delete("/api/deffield/:id", () =>
        HttpResponse.json({ message: "You cannot delete a placed field", errors: {} }, { status: 400 }),
      ),
    );
    renderWithProviders(<BaseFieldEditor baseFieldId={6} environmentId={1000} onClose={() => {}} />);
    const editor = await dialog("Edit base field Notes");
    await userEvent.click(within(editor).getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog");
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await within(editor).findByText("You cannot delete a placed field")).toBeInTheDocument();
    expect(within(editor).queryByText("Something went wrong")).toBeNull();
  });
});

describe("the base field editor's unsaved changes", () => {
  it("asks before Cancel drops a typed field, and not once a new list field is saved and open on its options", async () => {
    const { onClose } = open();
    const editor = await newField("Priority", "list");
    await userEvent.click(within(editor).getByRole("button", { name: "Cancel" }));
    const question = await screen.findByRole("alertdialog", { name: "Confirmation" });
    await userEvent.click(within(question).getByRole("button", { name: "Continue working" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(within(editor).getByRole("button", { name: "Save" }));
    const saved = await dialog("Edit base field Created");
    await within(saved).findByRole("button", { name: "Add list option" });
    await userEvent.click(within(saved).getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});
