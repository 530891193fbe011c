import { describe, expect, it } from "vitest";
import type { EntitySettings } from "../../../schemas";
import { pruneItemReferences } from "./entitySettings";

const settings: EntitySettings = {
  add_continue: true,
  hiddenfields: [1, 2],
  kanban_list_field: 3,
  timeline_field: 4,
  gantt_task_link: 70,
  address_lookup_settings: { address_lookup: true, street: 5, city: 6 },
  conditions: [
    {
      rules: { type: "all", fields: [{ field: 10, field_method: "equals", values: ["1"] }] },
      actions: [{ type: "show_fields", values: [11, 12] }],
    },
    {
      rules: { type: "or", fields: [{ field: 20, field_method: "notequals", values: ["2"] }] },
      actions: [{ type: "require_fields", values: [21] }],
    },
  ],
};

describe("pruneItemReferences", () => {
  it("leaves settings without the removed items alone", () => {
    expect(pruneItemReferences(settings, new Set([99]))).toBeNull();
  });

  it("drops conditions that read a removed item and those left without targets", () => {
    const pruned = pruneItemReferences(settings, new Set([10, 21]));
    expect(pruned?.conditions).toEqual([]);
    const partly = pruneItemReferences(settings, new Set([11]));
    expect(partly?.conditions).toEqual([
      { ...settings.conditions?.[0], actions: [{ type: "show_fields", values: [12] }] },
      settings.conditions?.[1],
    ]);
  });

  it("clears hidden fields, single-item settings, address items and the Gantt task link", () => {
    const pruned = pruneItemReferences(settings, new Set([2, 3, 5]), new Set([70]));
    expect(pruned).toMatchObject({
      add_continue: true,
      hiddenfields: [1],
      kanban_list_field: null,
      timeline_field: 4,
      gantt_task_link: null,
      address_lookup_settings: { address_lookup: true, street: null, city: 6 },
    });
  });
});
