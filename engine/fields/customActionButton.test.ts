import { describe, expect, it } from "vitest";
import customActionButton from "./customActionButton";
import { fits, makeContext, makeItem } from "./testing";

const ctx = makeContext();
const item = makeItem("customActionButton", { settings: { action: "fire_event", event_id: 3 } });

describe("customActionButton", () => {
  it("holds no value", () => {
    const schema = customActionButton.valueSchema(item);
    expect(fits(schema, null)).toBe(true);
    expect(fits(schema, "x")).toBe(false);
    expect(customActionButton.isEmpty?.(null)).toBe(true);
    expect(customActionButton.toStrings?.("x")).toEqual([]);
    expect(customActionButton.format(null, item, "show", ctx)).toBe("");
  });

  it("is neither edited, sorted, searched nor aggregated", () => {
    expect([customActionButton.editable, customActionButton.sortable]).toEqual([false, false]);
    expect(customActionButton.searchOperators).toEqual([]);
    expect(customActionButton.aggregations).toEqual([]);
  });
});
