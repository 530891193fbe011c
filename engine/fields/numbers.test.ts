import { describe, expect, it } from "vitest";
import { decimalsOf, numberOf } from "./numbers";

describe("decimalsOf", () => {
  it("counts the digits after the decimal point in the shortest form", () => {
    expect(decimalsOf(12)).toBe(0);
    expect(decimalsOf(-12.5)).toBe(1);
    expect(decimalsOf(0.125)).toBe(3);
    expect(decimalsOf(1e-7)).toBe(7);
    expect(decimalsOf(1.5e-7)).toBe(8);
    expect(decimalsOf(1e21)).toBe(0);
  });
});

describe("numberOf", () => {
  it("reads numbers and numeric strings, nothing else", () => {
    expect(numberOf(3.5)).toBe(3.5);
    expect(numberOf("3.5")).toBe(3.5);
    expect(numberOf("abc")).toBeUndefined();
    expect(numberOf(" ")).toBeUndefined();
    expect(numberOf(Number.NaN)).toBeUndefined();
    expect(numberOf(null)).toBeUndefined();
  });
});
