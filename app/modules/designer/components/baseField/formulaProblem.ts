import { parseFormula } from "../../../../../engine/calc";

/** Why the engine cannot read a calc formula (with the position where known), or undefined when it can. */
export function formulaProblem(formula: string): string | undefined {
  try {
    parseFormula(formula);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
