import { describe, expect, it } from "vitest";
import type { ViewModel } from "../../../../engine";
import { valuesByPosition } from "./valuesByPosition";

const model = {
  layout: {
    positions: [
      { id: 3, type: "meta", items: [15] },
      { id: 1, type: "main_content", items: [11, 12] },
      { id: 2, type: "tab", items: [13] },
    ],
  },
} as unknown as ViewModel;

describe("valuesByPosition", () => {
  it("groups a save's values by the position their items are placed in, in the layout's order", () => {
    expect(valuesByPosition(model, { 13: "c", 11: "a", 15: "m" })).toEqual([
      { positionId: 3, values: { 15: "m" } },
      { positionId: 1, values: { 11: "a" } },
      { positionId: 2, values: { 13: "c" } },
    ]);
  });

  it("keeps values of items no position places in one group without a position", () => {
    expect(valuesByPosition(model, { 12: "b", 99: "x" })).toEqual([
      { positionId: 1, values: { 12: "b" } },
      { positionId: undefined, values: { 99: "x" } },
    ]);
    expect(valuesByPosition(model, {})).toEqual([]);
  });
});
