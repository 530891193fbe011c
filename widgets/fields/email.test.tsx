// @vitest-environment jsdom
import "../testing/setup";
import { fireEvent, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { findItem, renderItem } from "../testing/renderItem";

it("edits in an email input and hands the typed address over", () => {
  const { model, id } = findItem("email", "edit");
  const { changes } = renderItem(model, id, { value: "anna@example.test" });
  const input = screen.getByRole("textbox");
  expect(input).toHaveAttribute("type", "email");
  expect(input).toHaveAttribute("autocomplete", "email");
  expect(input).toHaveValue("anna@example.test");
  fireEvent.change(input, { target: { value: "a.jansen@example.test" } });
  expect(changes.at(-1)).toBe("a.jansen@example.test");
});

it.each(["show", "list"])("shows an address as a mailto link in %s mode", (view) => {
  const { model, id } = findItem("email", view);
  renderItem(model, id, { value: "anna@example.test" });
  expect(screen.getByRole("link", { name: "anna@example.test" })).toHaveAttribute(
    "href",
    "mailto:anna@example.test",
  );
});

it.each([
  ["show", null],
  ["show", ""],
  ["list", null],
])("shows 'Unknown' and no link for an empty value in %s mode (%j)", (view, value) => {
  const { model, id } = findItem("email", view);
  renderItem(model, id, { value });
  expect(screen.getByText("Unknown")).toBeInTheDocument();
  expect(screen.queryByRole("link")).not.toBeInTheDocument();
});

it("searches with an operator and the typed text", () => {
  const { model, id } = findItem("email", "search");
  const { changes } = renderItem(model, id);
  fireEvent.change(screen.getByRole("searchbox"), { target: { value: "example.test" } });
  expect(changes.at(-1)).toEqual({ operator: "like", value: "example.test" });
});
