import { describe, expect, it } from "vitest";
import { FormulaError } from "./FormulaError";
import { parseFormula } from "./parseFormula";

describe("parseFormula", () => {
  it("reads field references, remembering each once in order of first use", () => {
    const { ast, refs } = parseFormula("{hours} * {rate} + {hours}");
    expect(refs).toEqual(["hours", "rate"]);
    expect(ast).toEqual({
      type: "binary",
      operator: "+",
      left: {
        type: "binary",
        operator: "*",
        left: { type: "ref", name: "hours" },
        right: { type: "ref", name: "rate" },
      },
      right: { type: "ref", name: "hours" },
    });
  });

  it("takes display item ids and names with spaces as references", () => {
    expect(parseFormula("{101} * 2").refs).toEqual(["101"]);
    expect(parseFormula("{ hourly rate } / 2").ast).toMatchObject({
      left: { type: "ref", name: "hourly rate" },
    });
  });

  it("leaves braces inside string literals alone", () => {
    const { ast, refs } = parseFormula('days_between("{not a ref}", {start})');
    expect(refs).toEqual(["start"]);
    expect(ast).toMatchObject({
      type: "call",
      args: [{ type: "literal", value: "{not a ref}" }, { type: "ref" }],
    });
  });

  it("does not confuse a name the user wrote with a replaced reference", () => {
    expect(() => parseFormula("{a} + __ref0")).toThrow("Unknown name __ref0");
  });

  it("follows the usual precedence, unary minus and parentheses", () => {
    expect(parseFormula("-2 + 3 * (4 - 1) % 2").ast).toEqual({
      type: "binary",
      operator: "+",
      left: { type: "unary", operator: "-", argument: { type: "literal", value: 2 } },
      right: {
        type: "binary",
        operator: "%",
        left: {
          type: "binary",
          operator: "*",
          left: { type: "literal", value: 3 },
          right: {
            type: "binary",
            operator: "-",
            left: { type: "literal", value: 4 },
            right: { type: "literal", value: 1 },
          },
        },
        right: { type: "literal", value: 2 },
      },
    });
  });

  it("reads comparisons, ternaries and calls", () => {
    expect(parseFormula("{a} >= 10 ? ROUND({a}, 1) : 0").ast).toEqual({
      type: "conditional",
      test: {
        type: "binary",
        operator: ">=",
        left: { type: "ref", name: "a" },
        right: { type: "literal", value: 10 },
      },
      consequent: {
        type: "call",
        name: "round",
        args: [
          { type: "ref", name: "a" },
          { type: "literal", value: 1 },
        ],
      },
      alternate: { type: "literal", value: 0 },
    });
    expect(parseFormula("{a} === 1").ast).toMatchObject({ operator: "==" });
    expect(parseFormula("today()").ast).toEqual({ type: "call", name: "today", args: [] });
  });

  describe("errors say what and where (positions count from 1)", () => {
    it.each([
      ["", "The formula is empty", undefined],
      ["1 +", "Expected expression after + at position 4", 4],
      ["(1 + 2", "Unclosed ( at position 7", 7],
      ["{hours} *", "Expected expression after * at position 10", 10],
      ["{a} {b}", "Expected an operator at position 5", 5],
      ["2 3", "Expected an operator at position 3", 3],
      ["{hours", "Unclosed { (a field reference is written {name}) at position 1", 1],
      ["2 * {}", "Empty field reference {} at position 5", 5],
      ["2 }", "Unexpected } without { at position 3", 3],
      ["{hours} * rate", "Unknown name rate; write a field reference as {rate} at position 11", 11],
      ["{long name} + foo(1)", "Unknown function foo at position 15", 15],
      ["round(1, 2, 3)", "Function round takes 1 or 2 arguments, not 3 at position 1", 1],
      ["1 + if(1, 2)", "Function if takes 3 arguments, not 2 at position 5", 5],
      ["today(1)", "Function today takes 0 arguments, not 1 at position 1", 1],
      ["sum()", "Function sum takes at least 1 argument, not 0 at position 1", 1],
      ["abs", "Function abs must be called, as abs(...) at position 1", 1],
      ["{x} ^ 2", "Operator ^ is not supported at position 5", 5],
      ["~{x}", "Operator ~ is not supported at position 1", 1],
      ["{x}.length", "Unsupported syntax (MemberExpression) in formula", undefined],
      ["[1, 2]", "Unsupported syntax (ArrayExpression) in formula", undefined],
      ['"open', 'Unclosed quote after "open" at position 6', 6],
    ])("%j: %s", (formula, message, position) => {
      try {
        parseFormula(formula);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(FormulaError);
        expect((error as FormulaError).message).toBe(message);
        expect((error as FormulaError).position).toBe(position);
      }
    });
  });
});
