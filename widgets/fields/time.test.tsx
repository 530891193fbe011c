// @vitest-environment jsdom
import "../testing/setup";
import { fireEvent, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { findItem, renderItem } from "../testing/renderItem";

const { model, id } = findItem("time", "edit");

it("takes digits only, hours up to 23 and minutes up to 59, and stores HH:MM", () => {
  const { changes } = renderItem(model, id);
  const hours = screen.getByRole("textbox", { name: "Hours" });
  const minutes = screen.getByRole("textbox", { name: "Minutes" });
  fireEvent.change(hours, { target: { value: "9x" } });
  expect(hours).toHaveValue("");
  fireEvent.change(hours, { target: { value: "24" } });
  expect(hours).toHaveValue("");
  fireEvent.change(hours, { target: { value: "9" } });
  fireEvent.change(minutes, { target: { value: "60" } });
  expect(minutes).toHaveValue("");
  fireEvent.change(minutes, { target: { value: "5" } });
  expect(changes.at(-1)).toBe("09:05");
});

it("lets hours pass 23 with disable_limit", () => {
  const { changes } = renderItem(model, id, { change: { settings: { disable_limit: true } } });
  fireEvent.change(screen.getByRole("textbox", { name: "Hours" }), { target: { value: "120" } });
  fireEvent.change(screen.getByRole("textbox", { name: "Minutes" }), { target: { value: "30" } });
  expect(changes.at(-1)).toBe("120:30");
});
