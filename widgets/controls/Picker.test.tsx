// @vitest-environment jsdom
import "../testing/setup";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { expect, it, vi } from "vitest";
import { render } from "../testing/render";
import { Picker } from "./Picker";

const PEOPLE = [
  { id: 1, label: "Anna" },
  { id: 2, label: "Bram" },
  { id: 3, label: "Cor" },
];

/** A picker inside a form, as in every record form: the form must never submit from the picker. */
function renderPicker(multiple = true) {
  const submitted = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const changes: number[][] = [];
  function Form() {
    const [selected, setSelected] = useState<number[]>([]);
    return (
      <form onSubmit={submitted}>
        <label htmlFor="pick">Client</label>
        <Picker
          id="pick"
          selected={selected}
          labelOf={(id) => `#${id}`}
          search={async (query) => PEOPLE.filter((person) => person.label.toLowerCase().includes(query))}
          multiple={multiple}
          delay={0}
          onChange={(ids) => {
            changes.push(ids);
            setSelected(ids);
          }}
        />
        <button type="submit">Save</button>
      </form>
    );
  }
  render(<Form />);
  return { submitted, changes, input: screen.getByRole("combobox", { name: "Client" }) };
}

const activeOption = (input: HTMLElement) => {
  const id = input.getAttribute("aria-activedescendant");
  return id ? document.getElementById(id) : null;
};

it("moves the active option with the arrow keys, Home and End, through aria-activedescendant", async () => {
  const user = userEvent.setup();
  const { input } = renderPicker();
  await user.type(input, "r");
  await screen.findByRole("option", { name: "Cor" });
  expect(input).toHaveAttribute("aria-expanded", "true");
  await user.keyboard("{ArrowDown}");
  expect(activeOption(input)).toHaveTextContent("Bram");
  expect(activeOption(input)).toHaveAttribute("data-highlighted");
  await user.keyboard("{ArrowDown}");
  expect(activeOption(input)).toHaveTextContent("Cor");
  await user.keyboard("{Home}");
  expect(activeOption(input)).toHaveTextContent("Bram");
  await user.keyboard("{End}");
  expect(activeOption(input)).toHaveTextContent("Cor");
  await user.keyboard("{ArrowUp}");
  expect(activeOption(input)).toHaveTextContent("Bram");
  expect(input).toHaveFocus();
});

it("picks the active option with Enter without submitting the form, and keeps focus in the input", async () => {
  const user = userEvent.setup();
  const { input, submitted, changes } = renderPicker();
  await user.type(input, "a");
  await screen.findByRole("option", { name: "Bram" });
  await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
  await waitFor(() => expect(changes.at(-1)).toEqual([2]));
  expect(submitted).not.toHaveBeenCalled();
  expect(input).toHaveFocus();
  expect(input).toHaveValue("");
  // The other results of the old search do not come back after the pick.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(input).toHaveAttribute("aria-expanded", "false");
  expect(screen.queryByRole("option", { name: "Anna" })).toBeNull();
  expect(document.querySelector("[data-chip='2']")).toHaveTextContent("Bram");
  // Enter with no list open does not submit either.
  await user.keyboard("{Enter}");
  expect(submitted).not.toHaveBeenCalled();
});

it("closes the list with Escape and picks nothing", async () => {
  const user = userEvent.setup();
  const { input, changes } = renderPicker();
  await user.type(input, "o");
  await screen.findByRole("option", { name: "Cor" });
  await user.keyboard("{ArrowDown}{Escape}");
  await waitFor(() => expect(input).toHaveAttribute("aria-expanded", "false"));
  expect(input).not.toHaveAttribute("aria-activedescendant");
  await waitFor(() => expect(screen.queryByRole("option")).toBeNull());
  expect(changes).toEqual([]);
  expect(input).toHaveFocus();
});

it("filters as the user types (type-ahead) and offers a chosen record no more", async () => {
  const user = userEvent.setup();
  const { input } = renderPicker();
  await user.type(input, "c");
  await waitFor(() =>
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Cor"]),
  );
  await user.keyboard("{ArrowDown}{Enter}");
  await user.type(input, "o");
  await waitFor(() => expect(screen.queryByRole("option", { name: "Cor" })).toBeNull());
});

it("picks with the pointer too and gives focus back to the input", async () => {
  const user = userEvent.setup();
  const { input, changes } = renderPicker(false);
  await user.type(input, "n");
  await user.click(await screen.findByRole("option", { name: "Anna" }));
  await waitFor(() => expect(changes.at(-1)).toEqual([1]));
  expect(input).toHaveFocus();
  await user.type(input, "b");
  expect(await screen.findByText("Maximum number of items selected")).toBeInTheDocument();
  expect(screen.queryByRole("option")).toBeNull();
});
