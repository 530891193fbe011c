import { describe, expect, it } from "vitest";
import type { Condition } from "../schemas";
import { bundle, fieldItem, option, position } from "../tests/support/bundleBuilder";
import { compile } from "./compile";
import { serverConditionQueries } from "./conditionQuery";
import { evaluate } from "./evaluate";
import { validate } from "./validate";

const statusSpec = {
  id: 101,
  type: "list",
  options: [option(12, "Open"), option(13, "Closed"), option(14, "Held")],
};
const status = () => fieldItem(statusSpec);
const withConditions = (conditions: Condition[], items = [status(), fieldItem({ id: 102, type: "text" })]) =>
  bundle([position(1, items)], { entity: { id: 7, translations: [], settings: { conditions } } });
const when = (
  type: string,
  fields: Condition["rules"]["fields"],
  action: "show_fields" | "require_fields",
  values: number[],
): Condition => ({ rules: { type, fields }, actions: [{ type: action, values }] });

describe("conditions", () => {
  it("show_fields: the target is hidden until a rule matches, then shown", () => {
    const model = compile(
      withConditions([
        when("or", [{ field: 101, field_method: "equals", values: ["12"] }], "show_fields", [102]),
      ]),
      "edit",
    );
    const state = evaluate(model, {});
    expect([...state.visible]).toEqual([101]);
    expect(state.update(101, [12])).toEqual({ visible: [102], required: [], values: [] });
    expect(state.visible.has(102)).toBe(true);
    expect(state.update(101, [13]).visible).toEqual([102]);
    expect(state.visible.has(102)).toBe(false);
  });

  it("matches any of several values, and any value of a multi-value", () => {
    const model = compile(
      withConditions([
        when("or", [{ field: 101, field_method: "equals", values: ["13", "14"] }], "show_fields", [102]),
      ]),
      "edit",
    );
    expect(evaluate(model, { 101: [14] }).visible.has(102)).toBe(true);
    expect(evaluate(model, { 101: [12, 13] }).visible.has(102)).toBe(true);
    expect(evaluate(model, { 101: [12] }).visible.has(102)).toBe(false);
  });

  it("rule type 'or' needs one matching field, any other type needs all", () => {
    const items = [status(), fieldItem({ id: 102, type: "text" }), fieldItem({ id: 103, type: "text" })];
    const fields: Condition["rules"]["fields"] = [
      { field: 101, field_method: "equals", values: ["12"] },
      { field: 102, field_method: "equals", values: ["yes"] },
    ];
    const or = compile(withConditions([when("or", fields, "require_fields", [103])], items), "edit");
    const and = compile(withConditions([when("and", fields, "require_fields", [103])], items), "edit");
    const oneMatch = { 101: [12], 102: "no" };
    const both = { 101: [12], 102: "yes" };
    expect(evaluate(or, oneMatch).required.has(103)).toBe(true);
    expect(evaluate(and, oneMatch).required.has(103)).toBe(false);
    expect(evaluate(and, both).required.has(103)).toBe(true);
  });

  it("notequals matches when the value is none of the values, including when empty", () => {
    const model = compile(
      withConditions([
        when("or", [{ field: 101, field_method: "notequals", values: ["13"] }], "require_fields", [102]),
      ]),
      "edit",
    );
    expect(evaluate(model, {}).required.has(102)).toBe(true);
    expect(evaluate(model, { 101: [12] }).required.has(102)).toBe(true);
    expect(evaluate(model, { 101: [13] }).required.has(102)).toBe(false);
  });

  it("acts in every view: rules and actions naming edit items work on the show view's items of the same fields", () => {
    const editStatus = status();
    const showStatus = { ...status(), id: 201, view: "show" };
    const editNote = fieldItem({ id: 102, type: "text", dataFieldId: 60 });
    const showNote = fieldItem({ id: 202, type: "text", view: "show", dataFieldId: 60 });
    const b = withConditions(
      [when("or", [{ field: 101, field_method: "equals", values: ["12"] }], "show_fields", [102])],
      [editStatus, showStatus, editNote, showNote],
    );
    const show = compile(b, "show");
    expect(show.order).toEqual([201, 202]);
    expect(evaluate(show, { 201: [12] }).visible.has(202)).toBe(true);
    expect(evaluate(show, { 201: [13] }).visible.has(202)).toBe(false);
  });

  it("reads fields outside the view from values keyed by field key", () => {
    const b = withConditions(
      [when("or", [{ field: 101, field_method: "equals", values: ["12"] }], "show_fields", [102])],
      [{ ...status(), view: "list" }, fieldItem({ id: 102, type: "text" })],
    );
    const model = compile(b, "edit");
    expect(model.order).toEqual([102]);
    expect(evaluate(model, { f1101: [12] }).visible.has(102)).toBe(true);
  });

  it("reports conditions naming items that do not exist, and never acts on them", () => {
    const model = compile(
      withConditions([
        when("or", [{ field: 999, field_method: "equals", values: ["1"] }], "show_fields", [102]),
      ]),
      "edit",
    );
    expect(model.warnings).toEqual(["Condition 1 reads display item 999, which does not exist"]);
    expect(evaluate(model, {}).visible.has(102)).toBe(false);
  });

  it("re-evaluates only the rules that read the changed value", () => {
    const items = [status(), ...[102, 103, 104].map((id) => fieldItem({ id, type: "text" }))];
    const model = compile(
      withConditions(
        [
          when("or", [{ field: 101, field_method: "equals", values: ["12"] }], "show_fields", [102]),
          when("or", [{ field: 103, field_method: "equals", values: ["x"] }], "require_fields", [104]),
        ],
        items,
      ),
      "edit",
    );
    expect(model.dependents).toEqual({ f1101: ["visible:102"], f1103: ["required:104"] });
    const state = evaluate(model, {});
    expect(state.update(104, "anything")).toEqual({ visible: [], required: [], values: [] });
    expect(state.update(103, "x")).toEqual({ visible: [], required: [104], values: [] });
  });
});

describe("hidden fields (the entity setting hiddenfields)", () => {
  const note = (extra: Partial<Parameters<typeof fieldItem>[0]> = {}) =>
    fieldItem({ id: 102, type: "text", ...extra });
  const hidden = (
    hiddenfields: number[],
    conditions: Condition[] = [],
    items = [status(), note(), fieldItem({ id: 103, type: "text" })],
  ) =>
    bundle([position(1, items)], {
      entity: { id: 7, translations: [], settings: { hiddenfields, conditions } },
    });
  const showNoteWhenOpen = when(
    "or",
    [{ field: 101, field_method: "equals", values: ["12"] }],
    "show_fields",
    [102],
  );

  it("hides a hidden field whatever the values when no condition shows it, and leaves the others shown", () => {
    const model = compile(hidden([102]), "edit");
    expect(model.items[102]?.alwaysVisible).toBe(false);
    expect(model.items[103]?.alwaysVisible).toBe(true);
    const state = evaluate(model, { 101: [12], 102: "text", 103: "text" });
    expect([...state.visible].sort()).toEqual([101, 103]);
    expect(state.update(101, [13])).toEqual({ visible: [], required: [], values: [] });
    expect(state.visible.has(102)).toBe(false);
  });

  it("shows a hidden field while a show_fields condition on it matches, and hides it again after", () => {
    const model = compile(hidden([102], [showNoteWhenOpen]), "edit");
    const state = evaluate(model, { 101: [13] });
    expect(state.visible.has(102)).toBe(false);
    expect(state.update(101, [12]).visible).toEqual([102]);
    expect(state.visible.has(102)).toBe(true);
    expect(state.update(101, [14]).visible).toEqual([102]);
    expect(state.visible.has(102)).toBe(false);
  });

  it("is the same as being a show_fields target: naming the target in hiddenfields too changes nothing", () => {
    const both = compile(hidden([102], [showNoteWhenOpen]), "edit");
    const targetOnly = compile(hidden([], [showNoteWhenOpen]), "edit");
    expect(both.rules.visible).toEqual(targetOnly.rules.visible);
    for (const values of [{}, { 101: [12] }, { 101: [13] }]) {
      expect([...evaluate(both, values).visible]).toEqual([...evaluate(targetOnly, values).visible]);
    }
  });

  it("hides the same field in every view: hiddenfields names the edit item, the show view has its own", () => {
    const showNote = fieldItem({ id: 202, type: "text", view: "show", dataFieldId: 1102 });
    const showStatus = { ...status(), id: 201, view: "show" };
    const b = hidden([102], [showNoteWhenOpen], [status(), note(), showStatus, showNote]);
    const show = compile(b, "show");
    expect(show.order).toEqual([201, 202]);
    expect(evaluate(show, { 201: [13] }).visible.has(202)).toBe(false);
    expect(evaluate(show, { 201: [12] }).visible.has(202)).toBe(true);
  });

  it("a hidden field is neither required nor checked while hidden, even when obligatory", () => {
    const items = [status(), note({ type: "email", obligatory: true })];
    const model = compile(hidden([102], [showNoteWhenOpen], items), "edit");
    expect(validate(model, { 101: [13] })).toEqual({});
    expect(validate(model, { 101: [13], 102: "not an email" })).toEqual({});
    expect(validate(model, { 101: [12] })).toEqual({ 102: "This is a required field" });
    expect(validate(model, { 101: [12], 102: "not an email" })).toEqual({
      102: "Enter a valid email address",
    });
  });

  it("a require_fields condition does not make a hidden field required until it is shown", () => {
    const requireWhenHeld = when(
      "or",
      [{ field: 101, field_method: "equals", values: ["12", "14"] }],
      "require_fields",
      [102],
    );
    const model = compile(hidden([102], [showNoteWhenOpen, requireWhenHeld]), "edit");
    expect(validate(model, { 101: [14] })).toEqual({});
    expect(validate(model, { 101: [12] })).toEqual({ 102: "This is a required field" });
  });

  it("still obeys the item's display rules once a condition shows it", () => {
    const ruled = note({
      settings: { display_rules: [{ path: "client.gender", op: "equals", value: ["x"], action: "hide" }] },
    });
    const model = compile(hidden([102], [showNoteWhenOpen], [status(), ruled]), "edit");
    expect(evaluate(model, { 101: [12] }, { "client.gender": ["f"] }).visible.has(102)).toBe(true);
    expect(evaluate(model, { 101: [12] }, { "client.gender": ["x"] }).visible.has(102)).toBe(false);
    expect(evaluate(model, { 101: [13] }, { "client.gender": ["f"] }).visible.has(102)).toBe(false);
  });

  it("ignores ids that name no display item", () => {
    const model = compile(hidden([999]), "edit");
    expect(model.rules.visible).toEqual({});
    expect([...evaluate(model, {}).visible].sort()).toEqual([101, 102, 103]);
  });
});

describe("display rules", () => {
  const ruled = (
    rules: NonNullable<NonNullable<Parameters<typeof fieldItem>[0]["settings"]>["display_rules"]>,
  ) =>
    compile(
      bundle([position(1, [fieldItem({ id: 1, type: "text", settings: { display_rules: rules } })])]),
      "edit",
    );

  it("show: shown only when a path value equals one of the values", () => {
    const model = ruled([{ path: "client.gender", op: "equals", value: ["female", "x"], action: "show" }]);
    expect(model.paths).toEqual(["client.gender"]);
    expect(evaluate(model, {}, { "client.gender": ["female"] }).visible.has(1)).toBe(true);
    expect(evaluate(model, {}, { "client.gender": ["male"] }).visible.has(1)).toBe(false);
  });

  it("hide: hidden when a path value contains one of the values", () => {
    const model = ruled([{ path: "client.name", op: "contains", value: ["Jan"], action: "hide" }]);
    expect(evaluate(model, {}, { "client.name": ["Marijke Jansen"] }).visible.has(1)).toBe(false);
    expect(evaluate(model, {}, { "client.name": ["Piet de Vries"] }).visible.has(1)).toBe(true);
  });

  it("leaves the item shown when a path could not be resolved", () => {
    const model = ruled([{ path: "client.gender", op: "equals", value: ["female"], action: "show" }]);
    const state = evaluate(model, {});
    expect(state.visible.has(1)).toBe(true);
    expect(state.setPaths({ "client.gender": ["male"] }).visible).toEqual([1]);
    expect(state.visible.has(1)).toBe(false);
  });

  it("compares numbers found at a path as text", () => {
    const model = ruled([{ path: "project.year", op: "equals", value: ["2026"], action: "show" }]);
    expect(evaluate(model, {}, { "project.year": [2026] }).visible.has(1)).toBe(true);
  });
});

describe("calc fields", () => {
  const calcBundle = (formula: string, extra: ReturnType<typeof fieldItem>[] = []) =>
    bundle([
      position(1, [
        fieldItem({ id: 1, type: "amount", name: "hours" }),
        fieldItem({ id: 2, type: "amount", name: "rate" }),
        fieldItem({ id: 3, type: "calc", name: "cost", fieldSettings: { formula } }),
        ...extra,
      ]),
    ]);

  it("evaluates formulas over other fields and keeps them current", () => {
    const model = compile(calcBundle("{hours} * {rate}"), "edit");
    const state = evaluate(model, { 1: 2, 2: 50 });
    expect(state.values[3]).toBe(100);
    expect(state.update(1, 3).values).toEqual([3]);
    expect(state.values[3]).toBe(150);
  });

  it("follows calc values into the rules and formulas they feed", () => {
    const double = fieldItem({
      id: 4,
      type: "calc",
      name: "double",
      fieldSettings: { formula: "{cost} * 2" },
    });
    const model = compile(calcBundle("{hours} * {rate}", [double]), "edit");
    expect(model.calcOrder).toEqual([3, 4]);
    const state = evaluate(model, { 1: 1, 2: 10 });
    expect(state.update(2, 20).values.sort()).toEqual([3, 4]);
    expect(state.values[4]).toBe(40);
  });

  it("reports formula errors and cycles instead of failing", () => {
    const model = compile(calcBundle("{nothing} + 1"), "edit");
    expect(model.warnings[0]).toContain("nothing");
    const cycle = compile(
      bundle([
        position(1, [
          fieldItem({ id: 1, type: "calc", name: "a", fieldSettings: { formula: "{b} + 1" } }),
          fieldItem({ id: 2, type: "calc", name: "b", fieldSettings: { formula: "{a} + 1" } }),
        ]),
      ]),
      "edit",
    );
    expect(cycle.rules.calc).toEqual({});
    expect(cycle.warnings).toHaveLength(2);
  });
});

describe("validate", () => {
  it("answers 'This is a required field' for empty required items, obligatory or by condition", () => {
    const b = withConditions(
      [when("or", [{ field: 101, field_method: "equals", values: ["12"] }], "require_fields", [102])],
      [fieldItem({ ...statusSpec, obligatory: true }), fieldItem({ id: 102, type: "text" })],
    );
    const model = compile(b, "edit");
    expect(validate(model, {})).toEqual({ 101: "This is a required field" });
    expect(validate(model, { 101: [12], 102: "  " })).toEqual({ 102: "This is a required field" });
    expect(validate(model, { 101: [12], 102: "filled" })).toEqual({});
  });

  it("does not validate hidden items", () => {
    const model = compile(
      withConditions(
        [when("or", [{ field: 101, field_method: "equals", values: ["12"] }], "show_fields", [102])],
        [status(), fieldItem({ id: 102, type: "email", obligatory: true })],
      ),
      "edit",
    );
    expect(validate(model, { 101: [13], 102: "not an email" })).toEqual({});
    expect(validate(model, { 101: [12] })).toEqual({ 102: "This is a required field" });
  });

  it("rejects values of the wrong shape and applies each type's rules", () => {
    const model = compile(
      bundle([
        position(1, [
          fieldItem({ id: 1, type: "amount" }),
          fieldItem({ id: 2, type: "list", options: [option(21, "A")] }),
          fieldItem({ id: 3, type: "email" }),
        ]),
      ]),
      "edit",
    );
    const errors = validate(model, { 1: "12", 2: [99], 3: "nope" });
    expect(errors["1"]).toBe("This value is not valid");
    expect(Object.keys(errors)).toEqual(["1", "2", "3"]);
  });

  it("validates nothing in read-only views", () => {
    const model = compile(
      bundle([position(1, [fieldItem({ id: 1, type: "text", view: "show", obligatory: true })])]),
      "show",
    );
    expect(validate(model, {})).toEqual({});
  });
});

describe("condition queries", () => {
  it("shows an item while the record matches the query its settings name", () => {
    const amount = fieldItem({ id: 1, type: "amount", dataFieldId: 61 });
    const gated = fieldItem({ id: 2, type: "text", settings: { condition_query: "big" } });
    const b = bundle([position(1, [amount, gated])], {
      queries: [
        {
          id: 5,
          uuid: "big",
          defDossier: 7,
          translations: [],
          data: { combinators: [{ combine: "AND", fields: [{ id: 61, type: "greater", value: 1000 }] }] },
        },
      ],
    });
    const model = compile(b, "edit");
    expect(model.dependents.f61).toEqual(["visible:2"]);
    const state = evaluate(model, { 1: 500 });
    expect(state.visible.has(2)).toBe(false);
    expect(state.update(1, 1500).visible).toEqual([2]);
  });

  it("leaves the item shown, with a warning, when the query is not in the bundle", () => {
    const model = compile(
      bundle([position(1, [fieldItem({ id: 2, type: "text", settings: { condition_query: 99 } })])]),
      "edit",
    );
    expect(model.warnings).toEqual(["Condition query 99 is not in the bundle"]);
    expect(evaluate(model, {}).visible.has(2)).toBe(true);
  });

  const bigQuery = {
    id: 5,
    uuid: "big",
    defDossier: 7,
    translations: [],
    data: {
      combinators: [{ combine: "AND" as const, fields: [{ id: 61, type: "greater" as const, value: 1000 }] }],
    },
  };

  it("hides nothing from admins: they are exempt from condition queries", () => {
    const amount = fieldItem({ id: 1, type: "amount", dataFieldId: 61 });
    const gated = fieldItem({ id: 2, type: "text", settings: { condition_query: "big" } });
    const forAdmin = bundle([position(1, [amount, gated])], { queries: [bigQuery] });
    forAdmin.context = { ...forAdmin.context, admin: true };
    const model = compile(forAdmin, "edit");
    expect(model.rules.visible[2]).toBeUndefined();
    expect(evaluate(model, { 1: 5 }).visible.has(2)).toBe(true);
  });

  it("reads a query with link criteria from the memberships the server evaluated on the saved record", () => {
    const gated = fieldItem({ id: 2, type: "text", settings: { condition_query: 6 } });
    const withTasks = {
      ...bigQuery,
      id: 6,
      uuid: "has-tasks",
      data: {
        combinators: [
          { combine: "AND" as const, links: [{ id: 9, where_empty_not_empty: "NOT_EMPTY" as const }] },
        ],
      },
    };
    const b = bundle([position(1, [gated])], { queries: [withTasks] });
    const model = compile(b, "edit");
    expect(model.warnings).toEqual([]);
    expect(evaluate(model, {}).visible.has(2)).toBe(false);
    const member = evaluate(model, { in_queries: ["has-tasks"] });
    expect(member.visible.has(2)).toBe(true);
    expect(member.values).not.toHaveProperty("in_queries");
    expect(serverConditionQueries(b)).toEqual(["has-tasks"]);
    expect(serverConditionQueries({ ...b, context: { ...b.context, admin: true } })).toEqual([]);
    expect(serverConditionQueries(bundle([position(1, [gated])], { queries: [bigQuery] }))).toEqual([]);
  });
});
