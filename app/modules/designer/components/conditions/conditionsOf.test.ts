import { describe, expect, it } from "vitest";
import type { ConditionDraft } from "./ConditionDraft";
import { conditionsOf } from "./conditionsOf";

const LIST_ITEM = 1;
const TEXT_ITEM = 2;
const hasOptions = (itemId: number) => itemId === LIST_ITEM;

describe("conditionsOf", () => {
  it("reads the ticked options of a list item and the comma-separated text of others", () => {
    const drafts: ConditionDraft[] = [
      {
        type: "or",
        fields: [
          { field: LIST_ITEM, method: "equals", values: ["7", "8"], text: "ignored" },
          { field: TEXT_ITEM, method: "notequals", values: ["ignored"], text: " a, b ,, c " },
        ],
        actions: [{ type: "require_fields", values: [3] }],
      },
    ];
    expect(conditionsOf(drafts, hasOptions)).toEqual([
      {
        rules: {
          type: "or",
          fields: [
            { field: LIST_ITEM, field_method: "equals", values: ["7", "8"] },
            { field: TEXT_ITEM, field_method: "notequals", values: ["a", "b", "c"] },
          ],
        },
        actions: [{ type: "require_fields", values: [3] }],
      },
    ]);
  });

  it("leaves out rules without a field, actions without items and conditions left with neither", () => {
    const drafts: ConditionDraft[] = [
      {
        type: "all",
        fields: [
          { field: null, method: "equals", values: [], text: "" },
          { field: TEXT_ITEM, method: "equals", values: [], text: "x" },
        ],
        actions: [
          { type: "show_fields", values: [] },
          { type: "show_fields", values: [4] },
        ],
      },
      {
        type: "all",
        fields: [{ field: null, method: "equals", values: [], text: "" }],
        actions: [{ type: "show_fields", values: [4] }],
      },
      { type: "all", fields: [{ field: TEXT_ITEM, method: "equals", values: [], text: "x" }], actions: [] },
    ];
    expect(conditionsOf(drafts, hasOptions)).toEqual([
      {
        rules: { type: "all", fields: [{ field: TEXT_ITEM, field_method: "equals", values: ["x"] }] },
        actions: [{ type: "show_fields", values: [4] }],
      },
    ]);
  });
});
