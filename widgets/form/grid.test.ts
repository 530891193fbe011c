import { expect, it } from "vitest";
import { responsiveSpan } from "./grid";

it("keeps an item at least as wide as the spec's minimum for each viewport", () => {
  expect(responsiveSpan(1)).toEqual({ base: 12, sm: 6, md: 4, lg: 2, xl: 1 });
  expect(responsiveSpan(5)).toEqual({ base: 12, sm: 6, md: 5, lg: 5, xl: 5 });
  expect(responsiveSpan(12)).toEqual({ base: 12, sm: 12, md: 12, lg: 12, xl: 12 });
});

it("gives items without a valid colspan the full width", () => {
  expect(responsiveSpan(0).xl).toBe(12);
  expect(responsiveSpan(13).xl).toBe(12);
});
