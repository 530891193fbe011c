import type { QueryOperator } from "../../../../schemas";

/** What a condition's value is edited as. */
export type ValueKind =
  | "none"
  | "text"
  | "number"
  | "numberRange"
  | "date"
  | "dateRange"
  | "weeks"
  | "option"
  | "options"
  | "user";

export interface OperatorChoice {
  operator: QueryOperator;
  /** A message id. */
  label: string;
  value: ValueKind;
}

const op = (operator: QueryOperator, label: string, value: ValueKind): OperatorChoice => ({
  operator,
  label,
  value,
});

const ORDER_NUMBER = [
  op("greater", "Greater than", "number"),
  op("greater_or_equal", "Greater than or equal to", "number"),
  op("lesser", "Less than", "number"),
  op("lesser_or_equal", "Less than or equal to", "number"),
];

const TEXT = [
  op("string_empty", "Is empty", "none"),
  op("string_is_not_empty", "Is not empty", "none"),
  op("exact", "Is exactly", "text"),
  op("like", "Contains", "text"),
  ...ORDER_NUMBER,
];

const AMOUNT = [op("equals", "Equals", "number"), ...ORDER_NUMBER, op("between", "Between", "numberRange")];

const DATE = [
  op("equals", "On", "date"),
  op("greater", "After", "date"),
  op("greater_or_equal", "On or after", "date"),
  op("lesser", "Before", "date"),
  op("lesser_or_equal", "On or before", "date"),
  op("between", "Between", "dateRange"),
  op("birthday_weeks", "Birthday within weeks", "weeks"),
];

const LIST = [
  op("equals", "Equals", "option"),
  op("not_equals", "Does not equal", "option"),
  op("in", "Is one of", "options"),
];

const USER = [op("equals", "Equals", "user"), op("not_equals", "Does not equal", "user")];

const FILE = [
  op("images", "Images", "none"),
  op("documents", "Documents", "none"),
  op("spreadsheets", "Spreadsheets", "none"),
];

/**
 * The operators a field type offers (spec 1-platform, query conditions by field type); none for a type a
 * query cannot filter on, which the builder then does not offer.
 */
const BY_TYPE: Readonly<Record<string, readonly OperatorChoice[]>> = {
  text: TEXT,
  textarea: TEXT,
  autoIncrement: TEXT,
  email: TEXT,
  url: TEXT,
  amount: AMOUNT,
  calc: AMOUNT,
  date: DATE,
  systemdate: DATE,
  list: LIST,
  user: USER,
  systemuser: USER,
  file: FILE,
};

export function operatorsFor(type: string): readonly OperatorChoice[] {
  return Object.hasOwn(BY_TYPE, type) ? (BY_TYPE[type] as readonly OperatorChoice[]) : [];
}

/** The value kind of an operator on a type; "none" for an operator the type does not offer. */
export function valueKindOf(type: string, operator: string): ValueKind {
  return operatorsFor(type).find((choice) => choice.operator === operator)?.value ?? "none";
}
