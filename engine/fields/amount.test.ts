import { describe, expect, it } from "vitest";
import type { BaseFieldSettings } from "../../schemas";
import amount from "./amount";
import { fits, makeContext, makeItem, plainSpaces } from "./testing";

const ctx = makeContext();
const withSettings = (fieldSettings: BaseFieldSettings) => makeItem("amount", { fieldSettings });
const check = (value: unknown, fieldSettings: BaseFieldSettings = {}) =>
  amount.validate?.(value, withSettings(fieldSettings), ctx);
const shown = (value: unknown, fieldSettings: BaseFieldSettings, mode: "show" | "list" | "csv" = "show") =>
  plainSpaces(amount.format(value, withSettings(fieldSettings), mode, ctx));

describe("amount", () => {
  it("describes a number", () => {
    const schema = amount.valueSchema(withSettings({}));
    expect(schema).toEqual({ type: "number" });
    expect(fits(schema, 1250.5)).toBe(true);
    expect(fits(schema, "1250.5")).toBe(false);
  });

  it("has no default", () => {
    expect(amount.defaultValue?.(withSettings({}), ctx)).toBeUndefined();
  });

  it("needs a finite number", () => {
    expect(check(1250.5)).toBeUndefined();
    expect(check("12")).toBe("Enter a valid number");
    expect(check(Number.POSITIVE_INFINITY)).toBe("Enter a valid number");
    expect(check(Number.NaN)).toBe("Enter a valid number");
  });

  it("limits decimals to the field's setting", () => {
    expect(check(1.25, { valueType: "number", decimals: 2 })).toBeUndefined();
    expect(check(1.255, { valueType: "number", decimals: 2 })).toBe("Use at most 2 decimals");
    expect(check(1.5, { valueType: "number", decimals: 0 })).toBe("Use at most 0 decimals");
    expect(check(1.123456789, { valueType: "number" })).toBeUndefined();
  });

  it("gives currency two decimals unless the field says otherwise", () => {
    expect(check(10.25, { valueType: "currency" })).toBeUndefined();
    expect(check(10.255, { valueType: "currency" })).toBe("Use at most 2 decimals");
    expect(check(10.255, { valueType: "currency", decimals: 3 })).toBeUndefined();
  });

  it("accepts any percentage, limited only by decimals when set", () => {
    expect(check(150, { valueType: "percentage" })).toBeUndefined();
    expect(check(-5.125, { valueType: "percentage" })).toBeUndefined();
    expect(check(12.55, { valueType: "percentage", decimals: 1 })).toBe("Use at most 1 decimals");
  });

  it("formats currency in Dutch with the field's currency and decimals", () => {
    expect(shown(1250.5, { valueType: "currency" })).toBe("€ 1.250,50");
    expect(shown(-3, { valueType: "currency", currency: "EUR" })).toBe("€ -3,00");
    expect(shown(1250.5, { valueType: "currency", currency: "USD", decimals: 0 })).toBe("US$ 1.251");
    expect(shown(1250, { valueType: "currency", currency: "JPY" })).toBe("JP¥ 1.250,00");
  });

  it("formats numbers and percentages in Dutch notation", () => {
    expect(shown(1250.5, { valueType: "number", decimals: 2 })).toBe("1.250,50");
    expect(shown(1234567.125, { valueType: "number" })).toBe("1.234.567,125");
    expect(shown(1234567.125, {})).toBe("1.234.567,125");
    expect(shown(12.5, { valueType: "percentage" })).toBe("12,5%");
    expect(shown(12.5, { valueType: "percentage", decimals: 2 })).toBe("12,50%");
  });

  it("formats the same in list and export cells", () => {
    expect(shown(1250.5, { valueType: "currency" }, "list")).toBe("€ 1.250,50");
    expect(shown(1250.5, { valueType: "currency" }, "csv")).toBe("€ 1.250,50");
  });

  it("shows 'Unknown' when empty, except in an export", () => {
    expect(shown(null, {})).toBe("Unknown");
    expect(shown("", {}, "list")).toBe("Unknown");
    expect(shown(undefined, {}, "csv")).toBe("");
  });

  it("formats a numeric string from older data and leaves other text as it is", () => {
    expect(shown("12.5", { valueType: "number" })).toBe("12,5");
    expect(shown("n/a", { valueType: "number" })).toBe("n/a");
  });

  it("searches, sums and sorts as a number", () => {
    expect(amount.searchOperators).toEqual(["equals", "between", "greater", "lesser"]);
    expect(amount.aggregations).toEqual(["avg", "sum", "min", "max"]);
    expect([amount.editable, amount.sortable]).toEqual([true, true]);
    expect(amount.toStrings?.(12.5)).toEqual(["12.5"]);
    expect(amount.toStrings?.(0)).toEqual(["0"]);
    expect(amount.isEmpty?.(0)).toBe(false);
  });
});
