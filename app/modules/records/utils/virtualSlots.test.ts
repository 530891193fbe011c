import { describe, expect, it } from "vitest";
import { virtualSlots, withFocusedRows } from "./virtualSlots";

describe("virtualSlots", () => {
  it("puts gaps before and after the drawn rows that add up to the rows left out", () => {
    const rows = [
      { index: 10, start: 500, end: 540 },
      { index: 11, start: 540, end: 580 },
    ];
    expect(virtualSlots(rows, 100, 2100)).toEqual([
      { kind: "gap", key: "gap-start", height: 400 },
      { kind: "row", index: 10 },
      { kind: "row", index: 11 },
      { kind: "gap", key: "gap-end", height: 1520 },
    ]);
  });

  it("puts a gap between a kept row far from the view and the rows in view", () => {
    const rows = [
      { index: 0, start: 0, end: 40 },
      { index: 50, start: 2000, end: 2040 },
    ];
    expect(virtualSlots(rows, 0, 2040)).toEqual([
      { kind: "row", index: 0 },
      { kind: "gap", key: "gap-50", height: 1960 },
      { kind: "row", index: 50 },
    ]);
  });

  it("needs no gap when every row is drawn", () => {
    expect(virtualSlots([{ index: 0, start: 0, end: 40 }], 0, 40)).toEqual([{ kind: "row", index: 0 }]);
  });
});

describe("withFocusedRows", () => {
  it("keeps the focused row and its neighbours, in order, within the list", () => {
    expect(withFocusedRows([20, 21, 22], 3, 100)).toEqual([2, 3, 4, 20, 21, 22]);
    expect(withFocusedRows([20, 21], 99, 100)).toEqual([20, 21, 98, 99]);
    expect(withFocusedRows([0, 1], 0, 100)).toEqual([0, 1]);
  });

  it("answers the rows in view when no row has focus", () => {
    expect(withFocusedRows([5, 6], null, 100)).toEqual([5, 6]);
  });
});
