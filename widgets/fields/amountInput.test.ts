import { describe, expect, it } from "vitest";
import { amountText, currencySymbol, parseAmount } from "./amountInput";

describe("parseAmount", () => {
  it.each([
    ["1.250,50", 1250.5],
    ["1,250.50", 1250.5],
    ["1250,5", 1250.5],
    ["12 500", 12500],
    ["1.250", 1250],
    ["1.25", 1.25],
    ["0,05", 0.05],
    ["1.250.000", 1250000],
  ])("reads %s as %d", (text, number) => {
    expect(parseAmount(text)).toBe(number);
  });

  it.each(["", "abc", "1,2,3", "1.2,5", "1,2,3.4.5,6"])("gives no number for %j", (text) => {
    expect(parseAmount(text)).toBeUndefined();
  });
});

it("writes amounts back with a decimal comma", () => {
  expect(amountText(1250.5)).toBe("1250,5");
  expect(amountText(null)).toBe("");
});

it("finds currency symbols as Dutch formatting writes them", () => {
  expect(currencySymbol("EUR")).toBe("€");
  expect(currencySymbol("GBP")).toBe("£");
  expect(currencySymbol(null)).toBe("€");
});
