import { describe, expect, it } from "vitest";
import { first, isTrueParam, listParam } from "./queryParams";

describe("query parameters", () => {
  it("reads the first value, treating absent and empty alike", () => {
    expect(first(["7", "8"])).toBe("7");
    expect(first(3)).toBe("3");
    expect(first("")).toBeUndefined();
    expect(first([])).toBeUndefined();
    expect(first(null)).toBeUndefined();
  });

  it("reads lists given repeated, as name[] or comma-separated", () => {
    expect(listParam({ sort: "a, b", "sort[]": ["c", ""] }, "sort")).toEqual(["a", "b", "c"]);
    expect(listParam({}, "sort")).toEqual([]);
  });

  it("reads flags", () => {
    expect(isTrueParam("1")).toBe(true);
    expect(isTrueParam(["true"])).toBe(true);
    expect(isTrueParam("0")).toBe(false);
    expect(isTrueParam(undefined)).toBe(false);
  });
});
