// @vitest-environment jsdom
import "./testing/setup";
import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import type { CompiledItem } from "../engine";
import { UnknownField } from "./controls/UnknownField";
import { widgetRegistry } from "./fields";
import { createRegistry, isWidget, rankWith } from "./registry";
import { render } from "./testing/render";
import { findItem, renderItem } from "./testing/renderItem";
import { FIELD_MODES, type FieldWidgetProps } from "./types";

const item = (widget: string) => ({ widget, type: widget }) as CompiledItem;

it("has a widget for every field type in every mode", () => {
  const types = [
    "text",
    "textarea",
    "amount",
    "autoIncrement",
    "calc",
    "customActionButton",
    "date",
    "email",
    "link",
    "list",
    "tree",
    "time",
    "url",
    "user",
    "file",
    "imageCode",
    "geolocation",
    "dossier_data",
    "block",
  ];
  for (const type of types)
    for (const mode of FIELD_MODES)
      expect(widgetRegistry.widgetFor(item(type), mode), `${type} ${mode}`).not.toBe(UnknownField);
});

it("falls back to the 'Unknown field type' alert for types it does not know", () => {
  expect(widgetRegistry.widgetFor(item("unknown"), "edit")).toBe(UnknownField);
  const { model, id } = findItem("text", "edit");
  renderItem(model, id, { change: { widget: "unknown", type: "signature" } });
  expect(screen.getByRole("alert")).toHaveTextContent("Unknown field type");
});

const Mine = (_: FieldWidgetProps) => <span>mine</span>;
const Shown = (_: FieldWidgetProps) => <span>shown</span>;

it("lets a higher-ranked module win, and borrows list from show and advanced-search from search", () => {
  const registry = createRegistry([
    { type: "text", modes: { show: Shown, search: Shown } },
    { type: "text", modes: { edit: Mine }, tester: rankWith(5, isWidget("text")) },
  ]);
  expect(registry.widgetFor(item("text"), "edit")).toBe(Mine);
  expect(registry.widgetFor(item("text"), "list")).toBe(Shown);
  expect(registry.widgetFor(item("text"), "advanced-search")).toBe(Shown);
  expect(registry.extend({ type: "text", modes: { show: Mine } }).widgetFor(item("text"), "show")).toBe(Mine);
  render(<Mine {...({} as FieldWidgetProps)} />);
  expect(screen.getByText("mine")).toBeInTheDocument();
});
