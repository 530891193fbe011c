import type { FormulaFunction } from "./functions";

export type UnaryOperator = "-" | "+" | "!";
export type ArithmeticOperator = "+" | "-" | "*" | "/" | "%";
export type ComparisonOperator = "==" | "!=" | ">" | ">=" | "<" | "<=";
export type LogicalOperator = "&&" | "||";
export type BinaryOperator = ArithmeticOperator | ComparisonOperator | LogicalOperator;

/** A parsed formula: only what the documented syntax allows, so a translator needs no further checks. */
export type FormulaNode =
  | { type: "literal"; value: number | string | boolean | null }
  | { type: "ref"; name: string }
  | { type: "unary"; operator: UnaryOperator; argument: FormulaNode }
  | { type: "binary"; operator: BinaryOperator; left: FormulaNode; right: FormulaNode }
  | { type: "conditional"; test: FormulaNode; consequent: FormulaNode; alternate: FormulaNode }
  | { type: "call"; name: FormulaFunction; args: FormulaNode[] };
