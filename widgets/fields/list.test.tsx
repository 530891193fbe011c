// @vitest-environment jsdom
import "../testing/setup";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";
import { findItem, renderItem } from "../testing/renderItem";

const { model, id } = findItem("list", "edit", (item) => !item.multiple && item.options.length > 2);
const options = model.items[id]?.options ?? [];

it("offers a select of the options and stores the choice as ids", () => {
  const { changes } = renderItem(model, id, { change: { settings: {} } });
  fireEvent.change(screen.getByRole("combobox"), { target: { value: String(options[1]?.id) } });
  expect(changes.at(-1)).toEqual([options[1]?.id]);
});

it("shows check boxes for a multiple list with checkbox_view", async () => {
  const user = userEvent.setup();
  const { changes } = renderItem(model, id, {
    change: { multiple: true, settings: { checkbox_view: true } },
  });
  await user.click(screen.getByRole("checkbox", { name: options[0]?.label }));
  await user.click(screen.getByRole("checkbox", { name: options[2]?.label }));
  expect(changes.at(-1)).toEqual([options[0]?.id, options[2]?.id]);
});

it("marks a required single list shown as radio buttons as a required radio group", () => {
  renderItem(model, id, { change: { required: true, settings: { checkbox_view: true } } });
  expect(screen.getByRole("radiogroup")).toHaveAttribute("aria-required", "true");
});

it("shows chosen options as badges in their colours", () => {
  const show = findItem("list", "show", (item) => item.options.length > 0);
  const option = show.model.items[show.id]?.options[0];
  const { container } = renderItem(show.model, show.id, { value: [option?.id] });
  const badge = container.querySelector(`[data-option-id="${option?.id}"]`) as HTMLElement;
  expect(badge).toHaveTextContent(option?.label ?? "");
  expect(badge.style.background).not.toBe("");
});

it("saves each switched option at once with fast_switch", async () => {
  const user = userEvent.setup();
  const show = findItem("list", "show", (item) => item.options.length > 1);
  const [first, second] = show.model.items[show.id]?.options ?? [];
  const onFastSwitch = vi.fn();
  renderItem(show.model, show.id, {
    value: [first?.id],
    change: { multiple: true, settings: { fast_switch: true } },
    services: { onFastSwitch, record: { id: 5 } },
  });
  await user.click(screen.getByRole("checkbox", { name: second?.label }));
  expect(onFastSwitch).toHaveBeenCalledWith(expect.objectContaining({ id: show.id }), second?.id, true);
  await user.click(screen.getByRole("checkbox", { name: first?.label }));
  expect(onFastSwitch).toHaveBeenLastCalledWith(expect.objectContaining({ id: show.id }), first?.id, false);
});
