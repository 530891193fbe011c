// @vitest-environment jsdom
import "../testing/setup";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { findItem, renderItem } from "../testing/renderItem";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it("picks users found through the user source, with avatars", async () => {
  const { model, id } = findItem("user", "edit");
  const users = { search: vi.fn(async () => [{ id: 3, label: "Anna de Vries" }]) };
  const { changes } = renderItem(model, id, { services: { users }, change: { multiple: true } });
  fireEvent.change(screen.getByRole("combobox"), { target: { value: "an" } });
  await act(() => vi.advanceTimersByTimeAsync(300));
  const option = screen.getByRole("option", { name: /Anna de Vries/ });
  expect(option.querySelector("[role=img]")).toHaveAttribute("aria-label", "Anna de Vries");
  fireEvent.click(option);
  // The combobox settles a pick after the click event.
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(changes.at(-1)).toEqual([3]);
});

it("shows users as links to their profile, as avatars when asked", () => {
  const { model, id } = findItem("user", "show");
  renderItem(model, id, {
    value: [3],
    change: { settings: { display_name_style: "avatar" } },
    services: { resolve: () => "Anna de Vries" },
  });
  const link = screen.getByRole("link", { name: /Anna de Vries/ });
  expect(link).toHaveAttribute("href", "/user/3");
  expect(link.querySelector("[role=img]")).toHaveStyle({ width: "35px" });
});
