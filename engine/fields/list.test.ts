import { describe, expect, it } from "vitest";
import type { ItemDefinition } from "../types";
import list from "./list";
import { fits, makeContext, makeItem, makeOption } from "./testing";

const ctx = makeContext();
const options = [
  makeOption(12, "Open"),
  makeOption(14, "Closed", { default: true }),
  makeOption(15, "Waiting"),
];
const single = makeItem("list", { options });
const multiple = makeItem("list", { options, multiple: true });
const check = (value: unknown, item: ItemDefinition = single) => list.validate?.(value, item, ctx);

describe("list", () => {
  it("describes ids of the visible options, one at most when single-select", () => {
    expect(list.valueSchema(single)).toEqual({
      type: "array",
      items: { type: "integer", enum: [12, 14, 15] },
      maxItems: 1,
    });
    expect(fits(list.valueSchema(multiple), [12, 15])).toBe(true);
    expect(fits(list.valueSchema(multiple), [13])).toBe(false);
    expect(fits(list.valueSchema(single), [12, 15])).toBe(false);
  });

  it("allows only the empty choice when no option is visible", () => {
    const schema = list.valueSchema(makeItem("list"));
    expect(fits(schema, [])).toBe(true);
    expect(fits(schema, [12])).toBe(false);
  });

  it("starts with the item's default option when it is visible", () => {
    const item = makeItem("list", { options, settings: { default_list_option: 15 } });
    expect(list.defaultValue?.(item, ctx)).toEqual([15]);
  });

  it("falls back to the options marked default when the item's default is hidden", () => {
    const item = makeItem("list", { options, settings: { default_list_option: 99 } });
    expect(list.defaultValue?.(item, ctx)).toEqual([14]);
  });

  it("takes every default option when multiple, the first one otherwise", () => {
    const twoDefaults = [makeOption(1, "A", { default: true }), makeOption(2, "B", { default: true })];
    expect(list.defaultValue?.(makeItem("list", { options: twoDefaults, multiple: true }), ctx)).toEqual([
      1, 2,
    ]);
    expect(list.defaultValue?.(makeItem("list", { options: twoDefaults }), ctx)).toEqual([1]);
    expect(list.defaultValue?.(makeItem("list", { options: [makeOption(1, "A")] }), ctx)).toBeUndefined();
  });

  it("accepts only visible options", () => {
    expect(check([12])).toBeUndefined();
    expect(check([13])).toBe("Choose one of the options");
    expect(check(["12"])).toBe("Choose one of the options");
    expect(check(12)).toBe("Choose one of the options");
  });

  it("holds one option at most when single-select", () => {
    expect(check([12, 14])).toBe("Maximum number of items selected");
    expect(check([12, 14], multiple)).toBeUndefined();
  });

  it("formats option labels, joined per mode", () => {
    expect(list.format([12, 15], multiple, "show", ctx)).toBe("Open, Waiting");
    expect(list.format([12, 15], multiple, "list", ctx)).toBe("Open, Waiting");
    expect(list.format([12, 15], multiple, "csv", ctx)).toBe("Open|Waiting");
    expect(list.format([], multiple, "show", ctx)).toBe("");
  });

  it("leaves out options the user cannot see", () => {
    expect(list.format([12, 99], multiple, "show", ctx)).toBe("Open");
  });

  it("compares ids as strings in conditions", () => {
    expect(list.toStrings?.([12, 14])).toEqual(["12", "14"]);
    expect(list.toStrings?.([])).toEqual([]);
    expect(list.isEmpty?.([])).toBe(true);
  });

  it("searches by option and counts unique values", () => {
    expect(list.searchOperators).toEqual(["equals", "not_equals", "in"]);
    expect(list.aggregations).toEqual(["unique"]);
    expect([list.editable, list.sortable]).toEqual([true, true]);
  });
});
