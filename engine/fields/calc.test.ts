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

  it("formats every value of an item alike: two decimals unless set, none for an integer output", () => {
    // One column never mixes "79.328", "44.743,13" and "205.512,5".
    expect([79328, 44743.13, 205512.5].map((value) => calc.format(value, item, "list", ctx))).toEqual([
      "79.328,00",
      "44.743,13",
      "205.512,50",
    ]);
    expect(calc.format(0.1 + 0.2, item, "list", ctx)).toBe("0,30");
    expect(calc.format(2 / 3, item, "csv", ctx)).toBe("0,67");
    const integer = makeItem("calc", { fieldSettings: { output: "INTEGER" } });
    expect(calc.format(41.6, integer, "show", ctx)).toBe("42");
    const oneDecimal = makeItem("calc", { fieldSettings: { output: "DECIMAL", decimals: 1 } });
    expect(calc.format(2 / 3, oneDecimal, "show", ctx)).toBe("0,7");
    expect(calc.format(5, oneDecimal, "show", ctx)).toBe("5,0");
    expect(calc.format(null, item, "show", ctx)).toBe("");
  });

  it("formats in the user's locale", () => {
    const english = makeContext({ locale: "en_GB" });
    expect(calc.format(44743.125, item, "show", english)).toBe("44,743.13");
    expect(calc.format(1234.5, item, "show", makeContext({ locale: "de" }))).toBe("1.234,50");
    // A locale Intl does not know: Dutch, the data's own notation.
    expect(calc.format(1234.5, item, "show", makeContext({ locale: "xx_invalid!" }))).toBe("1.234,50");
  });

  it("searches and aggregates as a number", () => {
    expect(calc.searchOperators).toEqual(["equals", "between", "greater", "lesser"]);
    expect(calc.aggregations).toEqual(["avg", "sum", "min", "max"]);
  });
});
