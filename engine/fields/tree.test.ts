import { describe, expect, it } from "vitest";
import { makeContext, makeItem, makeOption } from "./testing";
import tree from "./tree";

const ctx = makeContext();
const options = [makeOption(1, "Care"), makeOption(2, "Youth care", { parent: 1 }), makeOption(3, "Housing")];
const item = makeItem("tree", { options, multiple: true });

describe("tree", () => {
  it("chooses among the visible options like a list", () => {
    expect(tree.type).toBe("tree");
    expect(tree.validate?.([1, 2], item, ctx)).toBeUndefined();
    expect(tree.validate?.([4], item, ctx)).toBe("Choose one of the options");
    expect(tree.validate?.([1, 2], makeItem("tree", { options }), ctx)).toBe(
      "Maximum number of items selected",
    );
  });

  it("formats the chosen options' labels", () => {
    expect(tree.format([2, 3], item, "show", ctx)).toBe("Youth care, Housing");
    expect(tree.format([2, 3], item, "csv", ctx)).toBe("Youth care|Housing");
  });

  it("offers no aggregation", () => {
    expect(tree.aggregations).toEqual([]);
    expect(tree.searchOperators).toEqual(["equals", "not_equals", "in"]);
  });
});
