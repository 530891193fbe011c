import { describe, expect, it } from "vitest";
import { evaluateFormula, formulaClock } from "./evaluateFormula";
import { formulaToLogic } from "./formulaToLogic";

const NOW = new Date("2026-03-10T12:00:00Z");

/** Evaluates a formula over values named by reference, as the record form does with v.<name>. */
function calc(formula: string, values: Record<string, unknown> = {}, now: Date = NOW): number | null {
  const { logic } = formulaToLogic(formula, (ref) => `v.${ref}`);
  return evaluateFormula(logic, { v: values, ...formulaClock(now) });
}

describe("formulaToLogic", () => {
  it("maps references through resolve and returns them", () => {
    const { logic, refs } = formulaToLogic(
      "{hours} * {rate}",
      (ref) => ({ hours: "v.101", rate: "v.102" })[ref],
    );
    expect(refs).toEqual(["hours", "rate"]);
    expect(logic).toEqual({ calc_multiply: [{ var: "v.101" }, { var: "v.102" }] });
    // Plain JSON: it survives a round trip and needs nothing but the registered operations.
    expect(JSON.parse(JSON.stringify(logic))).toEqual(logic);
  });

  it("rejects references resolve does not know", () => {
    expect(() => formulaToLogic("{hours} * {x}", (ref) => (ref === "hours" ? "v.1" : undefined))).toThrow(
      "Unknown field {x} in formula",
    );
  });
});

describe("evaluateFormula: operators", () => {
  it.each([
    ["1 + 2", 3],
    ["5 - 7", -2],
    ["3 * 4", 12],
    ["7 / 2", 3.5],
    ["7 % 3", 1],
    ["-7 % 3", -1],
    ["-(2 + 3)", -5],
    ["+'4'", 4],
    ["2 + 3 * 4", 14],
    ["(2 + 3) * 4", 20],
    ["10 / 4 / 5", 0.5],
    ["0.1 + 0.2", 0.1 + 0.2],
    ["1e3 + .5", 1000.5],
    ["3 > 2", 1],
    ["3 < 2", 0],
    ["2 >= 2", 1],
    ["2 <= 1", 0],
    ["2 == 2", 1],
    ["2 != 2", 0],
    ["1 && 0", 0],
    ["1 || 0", 1],
    ["!0", 1],
    ["3 > 2 ? 10 : 20", 10],
    ["3 < 2 ? 10 : 20", 20],
    ["1 ? 2 ? 3 : 4 : 5", 3],
  ])("%s = %s", (formula, expected) => {
    expect(calc(formula)).toBe(expected);
  });

  it("computes with field values", () => {
    expect(calc("{hours} * {rate}", { hours: 7.5, rate: 80 })).toBe(600);
    expect(calc("{101} * 2", { 101: 21 })).toBe(42);
    expect(calc("{hours} * 2", { hours: "3.5" })).toBe(7);
  });
});

describe("evaluateFormula: functions", () => {
  it.each([
    ["round(2.5)", 3],
    ["round(-2.5)", -3],
    ["round(1.005, 2)", 1.01],
    ["round(1234.5678, 2)", 1234.57],
    ["round(1250, -2)", 1300],
    ["round(-0.4)", 0],
    ["floor(-1.5)", -2],
    ["ceil(1.2)", 2],
    ["abs(-3)", 3],
    ["min(3, 1, 2)", 1],
    ["max(3, 1, 2)", 3],
    ["sum(1, 2, 3.5)", 6.5],
    ["avg(1, 2, 6)", 3],
    ["if(1 > 0, 5, 6)", 5],
    ["if(0, 5, 6)", 6],
    ["coalesce(2, 3)", 2],
  ])("%s = %s", (formula, expected) => {
    expect(calc(formula)).toBe(expected);
  });

  it("counts days between dates, later minus earlier", () => {
    expect(calc("days_between({start}, {end})", { start: "2026-02-27", end: "2026-03-02" })).toBe(3);
    expect(calc("days_between({end}, {start})", { start: "2026-02-27", end: "2026-03-02" })).toBe(-3);
    // A date-time counts as its day in Amsterdam: 23:30 UTC on 1 March is 2 March there.
    expect(calc("days_between('2026-03-01', {at})", { at: "2026-03-01T23:30:00Z" })).toBe(1);
    expect(calc("days_between({start}, today())", { start: "2026-03-01" })).toBe(9);
  });

  it("gives whole years of age at now", () => {
    expect(calc("age({born})", { born: "1990-03-10" })).toBe(36);
    expect(calc("age({born})", { born: "1990-03-11" })).toBe(35);
    expect(calc("age({born})", { born: "1990-03-11" }, new Date("2026-03-11T00:30:00Z"))).toBe(36);
  });

  it("reads today in the time zone of the clock", () => {
    const late = new Date("2026-03-10T23:30:00Z");
    expect(formulaClock(late)).toEqual({ today: "2026-03-11", timezone: "Europe/Amsterdam" });
    expect(formulaClock(late, "UTC")).toEqual({ today: "2026-03-10", timezone: "UTC" });
  });
});

describe("evaluateFormula: empty values and impossible results give null", () => {
  it.each([
    ["{a} + 1", {}],
    ["{a} + 1", { a: null }],
    ["{a} + 1", { a: "" }],
    ["{a} * 2", { a: [] }],
    ["{a} - 1", { a: "abc" }],
    ["-{a}", {}],
    ["{a} / 0", { a: 1 }],
    ["{a} % 0", { a: 1 }],
    ["{a} > 1", {}],
    ["{a} > 1 ? 1 : 2", {}],
    ["if({a}, 1, 2)", {}],
    ["round({a}, 2)", {}],
    ["floor({a})", {}],
    ["ceil({a})", {}],
    ["abs({a})", {}],
    ["sum({a}, {b})", {}],
    ["avg({a}, {b})", {}],
    ["min({a})", {}],
    ["max({a})", {}],
    ["coalesce({a}, {b})", {}],
    ["days_between({a}, '2026-01-01')", {}],
    ["days_between({a}, '2026-01-01')", { a: "next week" }],
    ["age({a})", {}],
    ["{a}", { a: "2026-01-01" }],
    ["1e308 * 10", {}],
    ["today()", {}],
  ])("%s over %j", (formula, values) => {
    expect(calc(formula, values)).toBeNull();
  });

  it("lets aggregates skip empty values and coalesce fill them in", () => {
    expect(calc("sum({a}, {b}, 2)", { a: 1 })).toBe(3);
    expect(calc("avg({a}, {b})", { a: 4 })).toBe(4);
    expect(calc("min({a}, {b})", { b: -1 })).toBe(-1);
    expect(calc("coalesce({a}, 0) + 1", {})).toBe(1);
  });

  it("decides AND / OR when one side is known, like SQL", () => {
    expect(calc("0 && {a}")).toBe(0);
    expect(calc("1 || {a}")).toBe(1);
    expect(calc("1 && {a}")).toBeNull();
    expect(calc("0 || {a}")).toBeNull();
  });

  it("keeps dates flowing through if() into date functions", () => {
    expect(
      calc("days_between(if({end} > {start}, {start}, {end}), '2026-03-10')", {
        start: "2026-03-01",
        end: "2026-03-05",
      }),
    ).toBe(9);
  });

  it("is null without a clock where today() is needed", () => {
    const { logic } = formulaToLogic("age({b})", (ref) => `v.${ref}`);
    expect(evaluateFormula(logic, { v: { b: "2000-01-01" } })).toBeNull();
  });
});
