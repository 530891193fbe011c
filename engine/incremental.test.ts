import { beforeEach, describe, expect, it, vi } from "vitest";
import { syntheticBundle, syntheticValues } from "../tests/support/syntheticBundle";
import { compile } from "./compile";
import { evaluate } from "./evaluate";
import { applyLogic } from "./logic";
import type { ViewModel } from "./model";

// Every rule the form state evaluates goes through applyLogic once; wrap it to see which rules ran.
vi.mock("./logic", async (importOriginal) => {
  const original = await importOriginal<typeof import("./logic")>();
  return { ...original, applyLogic: vi.fn(original.applyLogic) };
});
const applied = vi.mocked(applyLogic);

/** The rules of these targets (visible:ID, required:ID, calc:ID). */
const rulesOf = (model: ViewModel, targets: string[]) =>
  targets.map((target) => {
    const [group, id] = target.split(":") as [keyof ViewModel["rules"], string];
    return model.rules[group][id];
  });

/** Whether the rules evaluated since the last reset are exactly one evaluation of each of these targets. */
function evaluatedExactly(model: ViewModel, targets: string[]): void {
  const expected = rulesOf(model, targets);
  expect(applied).toHaveBeenCalledTimes(targets.length);
  // Rules are compared by identity; targets of one condition may share its rule object.
  for (const [rule] of applied.mock.calls) expect(expected).toContain(rule);
}

describe("FormState.update on a synthetic entity of 1000 items", () => {
  const bundle = syntheticBundle(1000);
  const model = compile(bundle, "edit");
  const values = syntheticValues(bundle);
  const keyOf = (id: number) => model.items[id]?.key as string;
  const ruleCount =
    model.calcOrder.length +
    Object.keys(model.rules.visible).length +
    Object.keys(model.rules.required).length;

  beforeEach(() => {
    applied.mockClear();
  });

  it("a full evaluate() evaluates every rule once", () => {
    expect(ruleCount).toBeGreaterThan(250);
    evaluate(model, values);
    expect(applied).toHaveBeenCalledTimes(ruleCount);
  });

  it("a change of a value no rule reads evaluates no rule", () => {
    // Item 3 (a date) is read by no condition and no formula.
    expect(model.dependents[keyOf(3)]).toBeUndefined();
    const state = evaluate(model, values);
    applied.mockClear();
    expect(state.update(3, "2026-04-01")).toEqual({ visible: [], required: [], values: [] });
    expect(applied).not.toHaveBeenCalled();
  });

  it("a change of a value one condition reads evaluates only that condition's targets", () => {
    // Item 15 (a list) is the rule of one condition: it shows item 16 and requires item 17.
    expect(model.dependents[keyOf(15)]).toEqual(["visible:16", "required:17"]);
    const state = evaluate(model, values);
    const full = applied.mock.calls.length;
    expect([state.visible.has(16), state.required.has(17)]).toEqual([true, true]);
    applied.mockClear();
    expect(state.update(15, [152])).toEqual({ visible: [16], required: [17], values: [] });
    evaluatedExactly(model, ["visible:16", "required:17"]);
    expect(full).toBe(ruleCount);
    expect(applied.mock.calls.length * 100).toBeLessThan(full);
  });

  it("a change of a value formulas read evaluates those formulas, and what their results feed", () => {
    // Item 12 (an amount) is read by the formulas of calc items 19 ({12} + {2}) and 29 ({22} + {12}).
    expect(model.dependents[keyOf(12)]).toEqual(["calc:19", "calc:29"]);
    const state = evaluate(model, values);
    applied.mockClear();
    expect(state.update(12, 100).values.sort()).toEqual([19, 29]);
    evaluatedExactly(model, ["calc:19", "calc:29"]);
    expect(state.values[19]).toBe(100 + 2 * 1.5);
  });

  it("ends where a full evaluation of the same values ends", () => {
    const state = evaluate(model, values);
    const changes: [number, unknown][] = [
      [15, [152]],
      [25, [251]],
      [12, 7],
      [2, null],
      [45, []],
      [3, "2026-04-01"],
    ];
    const current = { ...values };
    for (const [id, value] of changes) {
      state.update(id, value);
      current[id] = value;
    }
    const fresh = evaluate(model, current);
    expect([...state.visible].sort()).toEqual([...fresh.visible].sort());
    expect([...state.required].sort()).toEqual([...fresh.required].sort());
    expect(state.values).toEqual(fresh.values);
  });
});
