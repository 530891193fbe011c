// @vitest-environment jsdom
import "../testing/setup";
import { fireEvent, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { findItem, renderItem } from "../testing/renderItem";

const SITE = "https://www.example.test/contact";

it("edits in a url input with an https:// hint and hands the typed address over", () => {
  const { model, id } = findItem("url", "edit");
  const { changes } = renderItem(model, id, { value: SITE });
  const input = screen.getByRole("textbox");
  expect(input).toHaveAttribute("type", "url");
  expect(input).toHaveAttribute("placeholder", "https://");
  expect(input).toHaveValue(SITE);
  fireEvent.change(input, { target: { value: "https://example.test" } });
  expect(changes.at(-1)).toBe("https://example.test");
});

it.each(["show", "list"])("opens a web address in a new tab in %s mode", (view) => {
  const { model, id } = findItem("url", view);
  renderItem(model, id, { value: SITE });
  const link = screen.getByRole("link", { name: SITE });
  expect(link).toHaveAttribute("href", SITE);
  expect(link).toHaveAttribute("target", "_blank");
  expect(link).toHaveAttribute("rel", "noopener noreferrer");
});

it("never makes a link of anything but a web address", () => {
  const { model, id } = findItem("url", "show");
  renderItem(model, id, { value: "javascript:alert(1)" });
  expect(screen.queryByRole("link")).not.toBeInTheDocument();
  expect(screen.getByText("javascript:alert(1)")).toBeInTheDocument();
});

it.each([
  ["show", null],
  ["show", ""],
  ["list", null],
])("shows 'Unknown' for an empty value in %s mode (%j)", (view, value) => {
  const { model, id } = findItem("url", view);
  renderItem(model, id, { value });
  expect(screen.getByText("Unknown")).toBeInTheDocument();
  expect(screen.queryByRole("link")).not.toBeInTheDocument();
});

it("searches with an operator and the typed text", () => {
  // No fixture searches a url field: a text search item drawn as one.
  const { model, id } = findItem("email", "search");
  const { changes } = renderItem(model, id, { change: { type: "url", widget: "url" } });
  fireEvent.change(screen.getByRole("searchbox"), { target: { value: "example" } });
  expect(changes.at(-1)).toEqual({ operator: "like", value: "example" });
});
