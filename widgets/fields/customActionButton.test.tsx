// @vitest-environment jsdom
import "../testing/setup";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";
import { findItem, renderItem } from "../testing/renderItem";
import { SAVE_FIRST_MESSAGE } from "./customActionButton";

const { model, id } = findItem("customActionButton", "show");

it("warns 'Save this item first' while the record is not saved", () => {
  renderItem(model, id);
  expect(screen.getByRole("alert")).toHaveTextContent(SAVE_FIRST_MESSAGE);
  expect(screen.queryByRole("button")).toBeNull();
});

it("runs the action for the saved record", async () => {
  const onAction = vi.fn();
  renderItem(model, id, { services: { record: { id: 42 }, onAction } });
  await userEvent.setup().click(screen.getByRole("button", { name: model.items[id]?.label }));
  expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ id }), { id: 42 });
});
