import type { SearchFilter } from "../types";

/** Labels of the engine's search operators, as catalog ids. */
export const OPERATOR_LABELS: Record<string, string> = {
  like: "Contains",
  exact: "Exact",
  string_empty: "Is empty",
  string_is_not_empty: "Is not empty",
  equals: "Equals",
  not_equals: "Does not equal",
  between: "Between",
  greater: "Greater than",
  lesser: "Less than",
  on: "On",
  after: "After",
  before: "Before",
  in: "Is one of",
  EMPTY: "Is empty",
  NOT_EMPTY: "Is not empty",
  images: "Images",
  documents: "Documents",
  spreadsheets: "Spreadsheets",
};

/** Operators that need no operand. */
export const WITHOUT_OPERAND = new Set(["string_empty", "string_is_not_empty", "EMPTY", "NOT_EMPTY"]);

/** A search widget's value read leniently: a filter object, or nothing yet. */
export function filterOf(value: unknown): SearchFilter {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as SearchFilter) : {};
}

export function operatorOf(value: unknown, operators: readonly string[]): string {
  const operator = filterOf(value).operator;
  return operator && operators.includes(operator) ? operator : (operators[0] ?? "");
}
