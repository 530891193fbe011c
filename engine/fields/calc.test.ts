import { describe, expect, it } from "vitest";
import calc from "./calc";
import { makeContext, makeItem } from "./testing";

const ctx = makeContext();
const item = makeItem("calc", { fieldSettings: { formula: "a + b", output: "DECIMAL" } });

describe("calc", () => {
  it("is a computed number nobody types", () => {
    expect(calc.valueSchema(item)).toEqual({ type: "number" });
    expect(calc.editable).toBe(false);
    expect(calc.sortable).toBe(true);
    expect(calc.validate?.(3, item, ctx)).toBeUndefined();
    expect(calc.validate?.("3", item, ctx)).toBe("Enter a valid number");
  });

  it("formats in Dutch with at most two decimals, none for an integer output", () => {
    expect(calc.format(1234.5, item, "show", ctx)).toBe("1.234,5");
    expect(calc.format(0.1 + 0.2, item, "list", ctx)).toBe("0,3");
    expect(calc.format(2 / 3, item, "csv", ctx)).toBe("0,67");
    const integer = makeItem("calc", { fieldSettings: { output: "INTEGER" } });
    expect(calc.format(41.6, integer, "show", ctx)).toBe("42");
    expect(calc.format(null, item, "show", ctx)).toBe("");
  });

  it("searches and aggregates as a number", () => {
    expect(calc.searchOperators).toEqual(["equals", "between", "greater", "lesser"]);
    expect(calc.aggregations).toEqual(["avg", "sum", "min", "max"]);
  });
});
