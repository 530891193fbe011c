// @vitest-environment jsdom
import "../testing/setup";
import { fireEvent, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { entityByName, environmentBySlug } from "../../fixtures";
import { t } from "../i18n";
import { modelOf } from "../testing/fixtureModels";
import { findItem, firstOfType, renderItem } from "../testing/renderItem";
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

it("makes the input as wide as the field's size setting, without limiting the length to it", () => {
  // Neither 100 (Docket's default) nor 20 (the browser's), so the size can only come from the setting.
  const { model, id } = findItem(
    "text",
    "edit",
    (item) => ![undefined, 100, 20].includes(item.fieldSettings.size),
  );
  const size = model.items[id]?.fieldSettings.size as number;
  renderItem(model, id);
  const input = screen.getByRole("textbox") as HTMLInputElement;
  expect(input.size).toBe(size);
  expect(input.maxLength).toBe(255);
});

it("makes the input 100 characters wide when the field sets no size", () => {
  const { model, id } = findItem("text", "edit", (item) => item.fieldSettings.size === undefined);
  renderItem(model, id);
  expect((screen.getByRole("textbox") as HTMLInputElement).size).toBe(100);
});

it("links dossier-number tags in show and list mode to their records", () => {
  for (const mode of ["show", "list"] as const) {
    const model = modelOf(care, entityByName(care, "client").entity.id, mode);
    const view = renderItem(model, firstOfType(model, "text"), { value: "Follows up on #1042, not on 1043" });
    const link = screen.getByRole("link", { name: "#1042" });
    expect(link).toHaveAttribute("href", "/contentdossier/1042");
    expect(link.closest("[data-formatted]")).toHaveTextContent("Follows up on #1042, not on 1043");
    expect(screen.getAllByRole("link")).toHaveLength(1);
    view.unmount();
  }
});
