export type { BinaryOperator, FormulaNode, UnaryOperator } from "./ast";
export { evaluateFormula, formulaClock } from "./evaluateFormula";
export { FormulaError } from "./FormulaError";
export { formulaToLogic, TIME_ZONE_KEY, TODAY_KEY } from "./formulaToLogic";
export { FORMULA_FUNCTIONS, type FormulaFunction } from "./functions";
export { type ParsedFormula, parseFormula } from "./parseFormula";
