import jsep from "jsep";
import type { BinaryOperator, FormulaNode, UnaryOperator } from "./ast";
import { FormulaError } from "./FormulaError";
import { FORMULA_FUNCTIONS, isFormulaFunction } from "./functions";
import { type ReferencedSource, replaceReferences } from "./references";

export interface ParsedFormula {
  ast: FormulaNode;
  /** The field references as written between braces, in order of first use. */
  refs: string[];
}

const BINARY: Readonly<Record<string, BinaryOperator>> = {
  "+": "+",
  "-": "-",
  "*": "*",
  "/": "/",
  "%": "%",
  "==": "==",
  "===": "==",
  "!=": "!=",
  "!==": "!=",
  ">": ">",
  ">=": ">=",
  "<": "<",
  "<=": "<=",
  "&&": "&&",
  "||": "||",
};
const UNARY: ReadonlySet<string> = new Set<UnaryOperator>(["-", "+", "!"]);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Reads a formula into its syntax tree. Throws a FormulaError naming the problem and, where known, its position. */
export function parseFormula(formula: string): ParsedFormula {
  if (formula.trim() === "") throw new FormulaError("The formula is empty");
  const source = replaceReferences(formula);
  let expression: jsep.Expression;
  try {
    expression = jsep(source.source);
  } catch (error) {
    throw syntaxError(error, source);
  }
  return { ast: new Reader(source).read(expression), refs: source.refs };
}

/** jsep's message, with replaced identifiers written back as {name} and the position in the original formula. */
function syntaxError(error: unknown, source: ReferencedSource): FormulaError {
  const { description, index } = error as { description?: unknown; index?: unknown };
  let message = typeof description === "string" ? description : String(error);
  for (const [identifier, name] of source.names) message = message.replaceAll(identifier, `{${name}}`);
  return new FormulaError(message, typeof index === "number" ? source.originalIndex(index) + 1 : undefined);
}

/** Turns jsep's loose tree into a FormulaNode, refusing whatever the documented syntax does not include. */
class Reader {
  constructor(private readonly source: ReferencedSource) {}

  read(node: jsep.Expression): FormulaNode {
    switch (node.type) {
      case "Literal":
        return this.literal(node as jsep.Literal);
      case "Identifier":
        return this.identifier((node as jsep.Identifier).name);
      case "UnaryExpression": {
        const { operator, argument } = node as jsep.UnaryExpression;
        if (!UNARY.has(operator))
          throw this.error(`Operator ${operator} is not supported`, escapeRegExp(operator));
        return { type: "unary", operator: operator as UnaryOperator, argument: this.read(argument) };
      }
      case "BinaryExpression": {
        const { operator, left, right } = node as jsep.BinaryExpression;
        const known = BINARY[operator];
        if (!known) throw this.error(`Operator ${operator} is not supported`, escapeRegExp(operator));
        return { type: "binary", operator: known, left: this.read(left), right: this.read(right) };
      }
      case "ConditionalExpression": {
        const { test, consequent, alternate } = node as jsep.ConditionalExpression;
        return {
          type: "conditional",
          test: this.read(test),
          consequent: this.read(consequent),
          alternate: this.read(alternate),
        };
      }
      case "CallExpression":
        return this.call(node as jsep.CallExpression);
      case "Compound":
        throw new FormulaError("Expected an operator", this.compoundPosition());
      default:
        throw new FormulaError(`Unsupported syntax (${node.type}) in formula`);
    }
  }

  private literal({ value, raw }: jsep.Literal): FormulaNode {
    if (typeof value === "number" && !Number.isFinite(value)) throw this.error(`Number ${raw} is too large`);
    if (value instanceof RegExp) throw this.error("Regular expressions are not supported");
    return { type: "literal", value };
  }

  private identifier(identifier: string): FormulaNode {
    const name = this.source.names.get(identifier);
    if (name !== undefined) return { type: "ref", name };
    const word = `\\b${escapeRegExp(identifier)}\\b`;
    if (isFormulaFunction(identifier.toLowerCase())) {
      throw this.error(`Function ${identifier} must be called, as ${identifier}(...)`, word);
    }
    throw this.error(`Unknown name ${identifier}; write a field reference as {${identifier}}`, word);
  }

  private call({ callee, arguments: args }: jsep.CallExpression): FormulaNode {
    if (callee.type !== "Identifier") throw this.error("Only the documented functions can be called");
    const written = (callee as jsep.Identifier).name;
    const name = written.toLowerCase();
    const at = `\\b${escapeRegExp(written)}\\s*\\(`;
    if (!isFormulaFunction(name)) throw this.error(`Unknown function ${written}`, at);
    const { min, max } = FORMULA_FUNCTIONS[name];
    if (args.length < min || (max !== null && args.length > max)) {
      const expected = max === null ? `at least ${min}` : min === max ? `${min}` : `${min} or ${max}`;
      const plural = expected.endsWith(" 1") || expected === "1" ? "" : "s";
      throw this.error(`Function ${name} takes ${expected} argument${plural}, not ${args.length}`, at);
    }
    return { type: "call", name, args: args.map((arg) => this.read(arg)) };
  }

  /** An error at the first place `pattern` occurs in the formula, when given. */
  private error(message: string, pattern?: string): FormulaError {
    const match = pattern === undefined ? null : new RegExp(pattern).exec(this.source.source);
    return new FormulaError(message, match ? this.source.originalIndex(match.index) + 1 : undefined);
  }

  /**
   * jsep reads "2 3" as two expressions and does not say where the second begins. The shortest prefix that
   * already reads as two expressions ends at that start; formulas are short, so trying prefixes is cheap.
   */
  private compoundPosition(): number | undefined {
    const text = this.source.source;
    for (let end = 1; end <= text.length; end++) {
      try {
        if (jsep(text.slice(0, end)).type === "Compound") return this.source.originalIndex(end - 1) + 1;
      } catch {
        // An incomplete prefix: keep extending it.
      }
    }
    return undefined;
  }
}
