// @vitest-environment jsdom
import "../testing/setup";
import { fireEvent, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import type { CompiledItem, ViewModel } from "../../engine";
import { findItem, renderItem } from "../testing/renderItem";

/** A calc search item with the given settings added. */
function calcSearch(settings: Record<string, unknown>): {
  model: ViewModel;
  id: number;
  change: Partial<CompiledItem>;
} {
  // No fixture searches a calc field: an amount item of the search panel drawn as one.
  const { model, id } = findItem("amount", "advanced-search");
  const item = model.items[id] as CompiledItem;
  return { model, id, change: { type: "calc", widget: "calc", settings: { ...item.settings, ...settings } } };
}

it("searches with a range slider when show_slider is set, up to 1000 by default", () => {
  const { model, id, change } = calcSearch({ show_slider: true, max_slider: undefined });
  const { changes } = renderItem(model, id, { change });
  const from = screen.getByRole("slider", { name: "From" }) as HTMLInputElement;
  const to = screen.getByRole("slider", { name: "To" }) as HTMLInputElement;
  expect(from.min).toBe("0");
  expect(to.max).toBe("1000");
  expect(screen.getByText("0 – 1000")).toBeInTheDocument();
  fireEvent.change(from, { target: { value: "250" } });
  expect(changes.at(-1)).toEqual({ operator: "between", value: 250, end: 1000 });
});

it("keeps the range at least 1 wide and takes max_slider as its upper end", () => {
  const { model, id, change } = calcSearch({ show_slider: true, max_slider: 50 });
  const { changes } = renderItem(model, id, {
    change,
    value: { operator: "between", value: 20, end: 30 },
  });
  const from = screen.getByRole("slider", { name: "From" }) as HTMLInputElement;
  const to = screen.getByRole("slider", { name: "To" }) as HTMLInputElement;
  expect(to.max).toBe("50");
  expect(screen.getByText("20 – 30")).toBeInTheDocument();
  fireEvent.change(from, { target: { value: "40" } });
  expect(changes.at(-1)).toEqual({ operator: "between", value: 29, end: 30 });
  expect(screen.getByText("29 – 30")).toBeInTheDocument();
  fireEvent.change(to, { target: { value: "5" } });
  expect(changes.at(-1)).toEqual({ operator: "between", value: 29, end: 30 });
});

it("searches with an operator and a number without show_slider", () => {
  const { model, id, change } = calcSearch({ show_slider: false });
  renderItem(model, id, { change });
  expect(screen.queryByRole("slider")).not.toBeInTheDocument();
  expect(screen.getByRole("spinbutton")).toBeInTheDocument();
});
