import { describe, expect, it } from "vitest";
import type { ViewModel } from "../../../../engine";
import { savedPosition } from "./savedPosition";

const model = {
  layout: {
    positions: [
      { id: 3, type: "meta", items: [15] },
      { id: 1, type: "main_content", items: [11, 12] },
      { id: 2, type: "tab", items: [13] },
    ],
  },
} as unknown as ViewModel;

describe("savedPosition", () => {
  it("names the position that places every changed item", () => {
    expect(savedPosition(model, { 11: "a", 12: "b" })).toBe(1);
    expect(savedPosition(model, { 15: "m" })).toBe(3);
  });

  it("names none when the items lie on several positions, on none, or nothing changed", () => {
    expect(savedPosition(model, { 11: "a", 13: "c" })).toBeUndefined();
    expect(savedPosition(model, { 12: "b", 99: "x" })).toBeUndefined();
    expect(savedPosition(model, {})).toBeUndefined();
  });
});
