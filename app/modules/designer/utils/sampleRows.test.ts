import { describe, expect, it } from "vitest";
import { compile } from "../../../../engine";
import { designerBundle, ITEM } from "../testing/designerBundle";
import { previewContext } from "./previewContext";
import { sampleRows } from "./sampleRows";

const bundle = previewContext(designerBundle(), "en_GB", []);
const list = compile(bundle, "list");
const edit = compile(bundle, "edit");

describe("sampleRows", () => {
  it("puts the edit view's sample value of the same field in the first row, placeholders of its type after", () => {
    const rows = sampleRows(list, edit, { [ITEM.name]: "Ada" });
    expect(rows.map((row) => row.content[ITEM.listName])).toEqual([
      "Ada",
      "Name in list 2",
      "Name in list 3",
    ]);
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it("uses placeholders when nothing was typed, and leaves out values of other fields", () => {
    const rows = sampleRows(list, edit, { [ITEM.secret]: "hidden" });
    expect(rows[0]?.content).toEqual({ [ITEM.listName]: "Name in list 1" });
  });
});
