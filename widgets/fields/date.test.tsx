// @vitest-environment jsdom
import "../testing/setup";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { findItem, renderItem } from "../testing/renderItem";

const edit = findItem("date", "edit", (item) => !item.fieldSettings.withtime);

it("masks typing in the English order (dd/mm/yyyy) and stores an ISO date", async () => {
  const { changes } = renderItem(edit.model, edit.id, { change: { fieldSettings: {} } });
  const input = screen.getByRole("textbox");
  await userEvent.setup().type(input, "01032026");
  expect(input).toHaveValue("01/03/2026");
  expect(changes.at(-1)).toBe("2026-03-01");
});

it("says a future date is not allowed while typing when the field forbids one", async () => {
  renderItem(edit.model, edit.id, {
    change: { fieldSettings: { restriction: "before_and_eq_current_date" } },
  });
  await userEvent.setup().type(screen.getByRole("textbox"), "01012030");
  expect(screen.getByText("The date may not be in the future")).toBeInTheDocument();
});

it("takes a time as well with withtime", async () => {
  const { changes } = renderItem(edit.model, edit.id, { change: { fieldSettings: { withtime: true } } });
  const input = screen.getByRole("textbox");
  await userEvent.setup().type(input, "010720261430");
  expect(input).toHaveValue("01/07/2026 14:30");
  expect(changes.at(-1)).toBe("2026-07-01T12:30:00Z");
});

it("colours an overdue date and tells how long ago it was", () => {
  const show = findItem("date", "show");
  const { container } = renderItem(show.model, show.id, {
    value: "2026-03-07",
    change: {
      fieldSettings: {},
      settings: { show_ago: true, deadline: [{ number: 1, type: "day", when: "after", color: "#E53E3E" }] },
    },
  });
  const shown = container.querySelector("[data-deadline-color]");
  expect(shown).toHaveAttribute("data-deadline-color", "#E53E3E");
  expect(shown).toHaveTextContent("7 Mar 2026");
  expect(shown).toHaveTextContent("3 days ago");
});
