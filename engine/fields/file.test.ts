import { describe, expect, it } from "vitest";
import file from "./file";
import type { FormatContext } from "./shared";
import { fits, makeContext, makeItem } from "./testing";

const ctx = makeContext();
const item = makeItem("file");

describe("file", () => {
  it("describes file ids", () => {
    expect(fits(file.valueSchema(item), [77, 78])).toBe(true);
    expect(fits(file.valueSchema(item), ["77"])).toBe(false);
    expect(file.validate?.([77, 78], item, ctx)).toBeUndefined();
    expect(file.validate?.([0], item, ctx)).toBe("Choose one of the options");
  });

  it("formats file names through the resolver", () => {
    const names: FormatContext = {
      ...ctx,
      resolve: (kind, id) => (kind === "file" ? `scan-${id}.pdf` : undefined),
    };
    expect(file.format([77, 78], item, "csv", names)).toBe("scan-77.pdf|scan-78.pdf");
    expect(file.format([77], item, "show", ctx)).toBe("#77");
  });

  it("filters by kind of file and cannot be sorted on", () => {
    expect(file.searchOperators).toEqual(["images", "documents", "spreadsheets"]);
    expect(file.sortable).toBe(false);
    expect(file.aggregations).toEqual([]);
  });
});
