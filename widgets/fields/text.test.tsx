// @vitest-environment jsdom
import "../testing/setup";
import { fireEvent, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { entityByName, environmentBySlug } from "../../fixtures";
import { t } from "../i18n";
import { modelOf } from "../testing/fixtureModels";
import { firstOfType, renderItem } from "../testing/renderItem";
import { MAX_LENGTH_TOAST } from "./text";

const care = environmentBySlug("care");
const edit = modelOf(care, entityByName(care, "client").entity.id, "edit");
const textId = firstOfType(edit, "text");

it("limits text to 255 characters and says so once when the limit is reached", () => {
  const { changes } = renderItem(edit, textId);
  const input = screen.getByRole("textbox") as HTMLInputElement;
  expect(input.maxLength).toBe(255);
  fireEvent.change(input, { target: { value: "a".repeat(254) } });
  expect(screen.getByRole("status")).toBeEmptyDOMElement();
  fireEvent.change(input, { target: { value: "a".repeat(255) } });
  expect(screen.getByRole("status")).toHaveTextContent(t(MAX_LENGTH_TOAST));
  expect(changes.at(-1)).toBe("a".repeat(255));
});

it("gives the Dutch zipcode preset its example as placeholder", () => {
  renderItem(edit, textId, { change: { fieldSettings: { regex: "dutch_zipcode" } } });
  expect(screen.getByRole("textbox")).toHaveAttribute("placeholder", "1234 AB");
});

it("uses a telephone input for phone numbers", () => {
  renderItem(edit, textId, { change: { settings: { phone_number: true } } });
  expect(screen.getByRole("textbox")).toHaveAttribute("type", "tel");
});

it("searches with an operator and hides the text box for 'is empty'", () => {
  const search = modelOf(care, entityByName(care, "client").entity.id, "search");
  const { changes } = renderItem(search, firstOfType(search, "text"));
  fireEvent.change(screen.getByRole("searchbox"), { target: { value: "Jans" } });
  expect(changes.at(-1)).toEqual({ operator: "like", value: "Jans" });
  fireEvent.change(screen.getByRole("combobox", { name: "Search type" }), {
    target: { value: "string_empty" },
  });
  expect(changes.at(-1)).toEqual({ operator: "string_empty", value: "Jans" });
  expect(screen.queryByRole("searchbox")).toBeNull();
});
