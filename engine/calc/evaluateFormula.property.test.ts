import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluateFormula } from "./evaluateFormula";
import { formulaToLogic } from "./formulaToLogic";

/** An arithmetic expression as a tree, printed with full parentheses and computed directly for reference. */
type Expr =
  | { n: number }
  | { ref: "a" | "b" }
  | { op: "+" | "-" | "*" | "/" | "%"; left: Expr; right: Expr }
  | { neg: Expr };

const { expr } = fc.letrec<{ expr: Expr }>((tie) => ({
  expr: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.record({ n: fc.integer({ min: -20, max: 20 }) }),
    fc.record({ ref: fc.constantFrom("a" as const, "b" as const) }),
    fc.record({ op: fc.constantFrom("+", "-", "*", "/", "%"), left: tie("expr"), right: tie("expr") }),
    fc.record({ neg: tie("expr") }),
  ) as fc.Arbitrary<Expr>,
}));

function print(e: Expr): string {
  if ("n" in e) return e.n < 0 ? `(${e.n})` : String(e.n);
  if ("ref" in e) return `{${e.ref}}`;
  if ("neg" in e) return `-(${print(e.neg)})`;
  return `(${print(e.left)} ${e.op} ${print(e.right)})`;
}

function compute(e: Expr, values: Record<string, number | null>): number | null {
  if ("n" in e) return e.n;
  if ("ref" in e) return values[e.ref] ?? null;
  if ("neg" in e) {
    const x = compute(e.neg, values);
    return x === null ? null : -x;
  }
  const x = compute(e.left, values);
  const y = compute(e.right, values);
  if (x === null || y === null) return null;
  if ((e.op === "/" || e.op === "%") && y === 0) return null;
  const result = { "+": x + y, "-": x - y, "*": x * y, "/": x / y, "%": x % y }[e.op];
  return Number.isFinite(result) ? result : null;
}

describe("evaluateFormula agrees with direct arithmetic", () => {
  it("for random expressions over possibly empty fields", () => {
    fc.assert(
      fc.property(
        expr,
        fc.option(fc.integer({ min: -9, max: 9 })),
        fc.option(fc.integer({ min: -9, max: 9 })),
        (e, a, b) => {
          const { logic } = formulaToLogic(print(e), (ref) => `v.${ref}`);
          const expected = compute(e, { a, b });
          // evaluateFormula gives 0 for -0.
          expect(evaluateFormula(logic, { v: { a, b } })).toBe(expected === 0 ? 0 : expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});
