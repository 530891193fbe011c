import type { Logic } from "../types";
import type { BinaryOperator, FormulaNode } from "./ast";
import { FormulaError } from "./FormulaError";
import type { FormulaFunction } from "./functions";
import { parseFormula } from "./parseFormula";

/** Keys of the evaluation data that today() and the date functions read; see formulaClock. */
export const TODAY_KEY = "today";
export const TIME_ZONE_KEY = "timezone";

const BINARY: Readonly<Record<BinaryOperator, (left: Logic, right: Logic) => Logic>> = {
  "+": (a, b) => ({ calc_add: [a, b] }),
  "-": (a, b) => ({ calc_subtract: [a, b] }),
  "*": (a, b) => ({ calc_multiply: [a, b] }),
  "/": (a, b) => ({ calc_divide: [a, b] }),
  "%": (a, b) => ({ calc_remainder: [a, b] }),
  "==": (a, b) => ({ calc_compare: [a, "==", b] }),
  "!=": (a, b) => ({ calc_compare: [a, "!=", b] }),
  ">": (a, b) => ({ calc_compare: [a, ">", b] }),
  ">=": (a, b) => ({ calc_compare: [a, ">=", b] }),
  "<": (a, b) => ({ calc_compare: [a, "<", b] }),
  "<=": (a, b) => ({ calc_compare: [a, "<=", b] }),
  "&&": (a, b) => ({ calc_and: [a, b] }),
  "||": (a, b) => ({ calc_or: [a, b] }),
};

const today: Logic = { var: TODAY_KEY };
const timeZone: Logic = { var: TIME_ZONE_KEY };

const FUNCTIONS: Readonly<Record<FormulaFunction, (args: Logic[]) => Logic>> = {
  round: (args) => ({ calc_round: args }),
  floor: (args) => ({ calc_floor: args }),
  ceil: (args) => ({ calc_ceil: args }),
  abs: (args) => ({ calc_abs: args }),
  min: (args) => ({ calc_min: args }),
  max: (args) => ({ calc_max: args }),
  sum: (args) => ({ calc_sum: args }),
  avg: (args) => ({ calc_avg: args }),
  coalesce: (args) => ({ calc_coalesce: args }),
  if: (args) => ({ calc_if: args }),
  days_between: (args) => ({ calc_days_between: [...args, timeZone] }),
  age: (args) => ({ calc_age: [...args, today, timeZone] }),
  today: () => today,
};

/**
 * Translates a calc formula to JSON-Logic. `resolve` names the JSON-Logic variable that holds each
 * reference's value (for instance "v.101"); a reference it does not know is an error.
 */
export function formulaToLogic(
  formula: string,
  resolve: (ref: string) => string | undefined,
): { logic: Logic; refs: string[] } {
  const { ast, refs } = parseFormula(formula);
  const variables = new Map<string, string>();
  for (const ref of refs) {
    const variable = resolve(ref);
    if (variable === undefined) throw new FormulaError(`Unknown field {${ref}} in formula`);
    variables.set(ref, variable);
  }
  const translate = (node: FormulaNode): Logic => {
    switch (node.type) {
      case "literal":
        return node.value;
      case "ref":
        return { var: variables.get(node.name) };
      case "unary": {
        const argument = translate(node.argument);
        if (node.operator === "-") return { calc_negate: [argument] };
        return node.operator === "!" ? { calc_not: [argument] } : { calc_number: [argument] };
      }
      case "binary":
        return BINARY[node.operator](translate(node.left), translate(node.right));
      case "conditional":
        return { calc_if: [translate(node.test), translate(node.consequent), translate(node.alternate)] };
      case "call":
        return FUNCTIONS[node.name](node.args.map(translate));
    }
  };
  return { logic: translate(ast), refs };
}
