/** The functions a formula may call, with how many arguments each takes (max null: any number). */
export const FORMULA_FUNCTIONS = {
  round: { min: 1, max: 2 },
  floor: { min: 1, max: 1 },
  ceil: { min: 1, max: 1 },
  abs: { min: 1, max: 1 },
  min: { min: 1, max: null },
  max: { min: 1, max: null },
  sum: { min: 1, max: null },
  avg: { min: 1, max: null },
  coalesce: { min: 1, max: null },
  if: { min: 3, max: 3 },
  days_between: { min: 2, max: 2 },
  age: { min: 1, max: 1 },
  today: { min: 0, max: 0 },
} as const satisfies Record<string, { min: number; max: number | null }>;

export type FormulaFunction = keyof typeof FORMULA_FUNCTIONS;

export function isFormulaFunction(name: string): name is FormulaFunction {
  return Object.hasOwn(FORMULA_FUNCTIONS, name);
}
