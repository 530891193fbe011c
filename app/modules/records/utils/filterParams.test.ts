import { describe, expect, it } from "vitest";
import { filterParams } from "./filterParams";

describe("filterParams", () => {
  it("sends a text filter as {id} and {id}_type", () => {
    expect(filterParams({ 12: { operator: "like", value: "Ann" } })).toEqual({
      12: "Ann",
      "12_type": "like",
    });
  });

  it("sends several ids as {id}[]", () => {
    expect(filterParams({ 7: { operator: "in", value: [3, 4] } })).toEqual({
      "7[]": ["3", "4"],
      "7_type": "in",
    });
  });

  it("sends between with {id}_end", () => {
    expect(filterParams({ 9: { operator: "between", value: "2026-01-01", end: "2026-01-31" } })).toEqual({
      9: "2026-01-01",
      "9_type": "between",
      "9_end": "2026-01-31",
    });
  });

  it("sends operators without an operand on their own", () => {
    expect(
      filterParams({ 5: { operator: "EMPTY" }, 6: { operator: "string_is_not_empty", value: "x" } }),
    ).toEqual({
      "5_type": "EMPTY",
      "6_type": "string_is_not_empty",
    });
  });

  it("leaves out empty filters", () => {
    expect(
      filterParams({ 1: { operator: "like", value: "  " }, 2: { operator: "in", value: [] }, 3: undefined }),
    ).toEqual({});
  });
});
