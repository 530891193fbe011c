import { and, type CompareOp, type Predicate, TRUE } from "./predicate";

/** The query operators that order values, and their predicate op. */
export const ORDER_OPERATORS: Readonly<Record<string, CompareOp>> = {
  greater: "gt",
  greater_or_equal: "gte",
  lesser: "lt",
  lesser_or_equal: "lte",
};

/** between [from, to], both ends included; an open end (null) drops its bound. */
export function between<T>(
  [from, to]: [T | null, T | null],
  compare: (op: CompareOp, value: T) => Predicate,
): Predicate {
  return and([from === null ? TRUE : compare("gte", from), to === null ? TRUE : compare("lte", to)]);
}
