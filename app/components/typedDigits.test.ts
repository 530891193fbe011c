// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { typedDigits } from "./typedDigits";

const inputWith = (value: string) => {
  const input = document.createElement("input");
  input.value = value;
  return input;
};

describe("typedDigits", () => {
  it("keeps the digits, at most max, and shows only them", () => {
    const input = inputWith("12ab3");
    expect(typedDigits(input, 2)).toBe("12");
    expect(input.value).toBe("12");
  });

  it("leaves an input holding digits alone", () => {
    const input = inputWith("0042");
    expect(typedDigits(input)).toBe("0042");
    expect(input.value).toBe("0042");
  });
});
