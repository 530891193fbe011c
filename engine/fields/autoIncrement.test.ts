import { describe, expect, it } from "vitest";
import autoIncrement from "./autoIncrement";
import { makeContext, makeItem } from "./testing";

const ctx = makeContext();
const item = makeItem("autoIncrement", { fieldSettings: { prefix: "CL-" } });

describe("autoIncrement", () => {
  it("is a string the server assigns", () => {
    expect(autoIncrement.valueSchema(item)).toEqual({ type: "string" });
    expect(autoIncrement.editable).toBe(false);
    expect(autoIncrement.sortable).toBe(true);
    expect(autoIncrement.defaultValue).toBeUndefined();
    expect(autoIncrement.validate?.("CL-0042", item, ctx)).toBeUndefined();
    expect(autoIncrement.validate?.(42, item, ctx)).toBe("The value does not match the required format");
  });

  it("is shown and searched as text", () => {
    expect(autoIncrement.format("CL-0042", item, "list", ctx)).toBe("CL-0042");
    expect(autoIncrement.format(null, item, "csv", ctx)).toBe("");
    expect(autoIncrement.searchOperators).toEqual(["like", "exact", "string_empty", "string_is_not_empty"]);
    expect(autoIncrement.aggregations).toEqual([]);
  });
});
