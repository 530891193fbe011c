// @vitest-environment jsdom
import "../testing/setup";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { findItem, renderItem } from "../testing/renderItem";

const { model, id } = findItem("amount", "edit");

it("accepts only digits, period, comma and space, and stores a number", async () => {
  const user = userEvent.setup();
  const { changes } = renderItem(model, id, {
    change: { fieldSettings: { valueType: "currency", currency: "EUR" } },
  });
  const input = screen.getByRole("textbox");
  await user.type(input, "1a.2b50,5x");
  expect(input).toHaveValue("1.250,5");
  expect(changes.at(-1)).toBe(1250.5);
  expect(screen.getByText("€")).toBeInTheDocument();
});

it("keeps text that is no number yet, so the engine can report it", () => {
  const { changes } = renderItem(model, id, { change: { fieldSettings: { valueType: "number" } } });
  fireEvent.change(screen.getByRole("textbox"), { target: { value: "1,2,3" } });
  expect(changes.at(-1)).toBe("1,2,3");
});

it("uses a number input for percentages that refuses the letter e", () => {
  const { changes } = renderItem(model, id, { change: { fieldSettings: { valueType: "percentage" } } });
  const input = screen.getByRole("spinbutton");
  expect(fireEvent.keyDown(input, { key: "e" })).toBe(false);
  expect(fireEvent.keyDown(input, { key: "5" })).toBe(true);
  fireEvent.change(input, { target: { value: "12.5" } });
  expect(changes.at(-1)).toBe(12.5);
  expect(screen.getByText("%")).toBeInTheDocument();
});

it("shows 'Unknown' for an empty amount", () => {
  const show = findItem("amount", "show");
  renderItem(show.model, show.id, { value: null });
  expect(screen.getByText("Unknown")).toBeInTheDocument();
});

it("searches with a range slider when show_slider is set, up to 1000 by default", () => {
  const search = findItem("amount", "advanced-search");
  const { changes } = renderItem(search.model, search.id, { change: { settings: { show_slider: true } } });
  const [from, to] = screen.getAllByRole("slider") as [HTMLInputElement, HTMLInputElement];
  expect(to.max).toBe("1000");
  fireEvent.change(from, { target: { value: "200" } });
  expect(changes.at(-1)).toEqual({ operator: "between", value: 200, end: 1000 });
});
