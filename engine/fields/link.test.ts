import { describe, expect, it } from "vitest";
import link from "./link";
import type { FormatContext } from "./shared";
import { fits, makeContext, makeItem } from "./testing";

const ctx = makeContext();
const target = {
  id: 9,
  name: "client",
  typeOfLink: "select" as const,
  childDefDossierId: 2,
  backLinkId: null,
};
const single = makeItem("link", { link: { ...target, multiple: false } });
const multiple = makeItem("link", { link: { ...target, multiple: true }, multiple: true });

describe("link", () => {
  it("describes record ids, one at most for a single-select link", () => {
    expect(fits(link.valueSchema(single), [501])).toBe(true);
    expect(fits(link.valueSchema(single), [501, 502])).toBe(false);
    expect(fits(link.valueSchema(multiple), [501, 502])).toBe(true);
    expect(fits(link.valueSchema(multiple), [-1])).toBe(false);
  });

  it("holds one record at most when single-select", () => {
    expect(link.validate?.([501], single, ctx)).toBeUndefined();
    expect(link.validate?.([501, 502], single, ctx)).toBe("Maximum number of items selected");
    expect(link.validate?.([501, 502], multiple, ctx)).toBeUndefined();
    expect(link.validate?.([1.5], multiple, ctx)).toBe("Choose one of the options");
  });

  it("formats record labels through the resolver", () => {
    const labels: FormatContext = {
      ...ctx,
      resolve: (kind, id) => (kind === "record" ? `Client ${id}` : undefined),
    };
    expect(link.format([501, 502], multiple, "list", labels)).toBe("Client 501, Client 502");
    expect(link.format([501, 502], multiple, "csv", labels)).toBe("Client 501|Client 502");
    expect(link.format([501], single, "show", ctx)).toBe("#501");
  });

  it("filters on linked records and counts unique values", () => {
    expect(link.searchOperators).toEqual(["in", "EMPTY", "NOT_EMPTY"]);
    expect(link.aggregations).toEqual(["unique"]);
    expect(link.sortable).toBe(true);
  });
});
