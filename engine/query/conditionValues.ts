import { addToDay, type Day, type DayUnit, dayOf } from "./days";
import type { FieldRef } from "./predicate";
import { QueryError } from "./QueryError";
import type { ResolvedContext } from "./resolveContext";
import { isEmptyValue, toNumber } from "./values";

/** The condition being compiled, for reading its constant and for error messages naming field and operator. */
export interface ConditionScope {
  field: FieldRef;
  type: string;
  operator: string;
  ctx: ResolvedContext;
}

const DAY_UNITS: readonly string[] = ["days", "weeks", "months", "years"] satisfies DayUnit[];

export function unsupported(scope: ConditionScope): QueryError {
  return new QueryError(
    `Field ${scope.field} (${scope.type}) does not support operator ${scope.operator}`,
    scope.field,
    scope.operator,
  );
}

/** An error naming the field and operator, for a constant the operator cannot use. */
export function conditionError(scope: ConditionScope, detail: string): QueryError {
  return new QueryError(
    `Field ${scope.field} (${scope.type}): operator ${scope.operator} ${detail}`,
    scope.field,
    scope.operator,
  );
}

function invalid(scope: ConditionScope, expected: string, value: unknown): QueryError {
  return conditionError(scope, `needs ${expected}, got ${JSON.stringify(value) ?? "nothing"}`);
}

/** A constant that means "no value": a condition such as equals then asks for an empty field. */
export const isEmptyConstant = isEmptyValue;

export function textValue(scope: ConditionScope, value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  throw invalid(scope, "a text", value);
}

export function numberValue(scope: ConditionScope, value: unknown): number {
  const n = toNumber(value);
  if (n === null) throw invalid(scope, "a number", value);
  return n;
}

function relativeDay(scope: ConditionScope, value: object): Day | null {
  const relative = (value as { relative?: unknown }).relative;
  if (typeof relative !== "object" || relative === null) return null;
  const { amount, unit } = relative as { amount?: unknown; unit?: unknown };
  if (typeof amount !== "number" || !Number.isInteger(amount)) return null;
  if (typeof unit !== "string" || !DAY_UNITS.includes(unit)) return null;
  return addToDay(scope.ctx.today, amount, unit as DayUnit);
}

/** A day from "YYYY-MM-DD", an ISO date-time (its day in the context's time zone) or {relative: {amount, unit}}. */
export function dayValue(scope: ConditionScope, value: unknown): Day {
  const day =
    typeof value === "object" && value !== null && !Array.isArray(value)
      ? relativeDay(scope, value)
      : dayOf(value, scope.ctx.timezone);
  if (day === null)
    throw invalid(scope, "a date (YYYY-MM-DD, a date-time or {relative: {amount, unit}})", value);
  return day;
}

/** A [from, to] pair; an empty end is open (null). */
export function rangeValue<T>(
  scope: ConditionScope,
  value: unknown,
  read: (scope: ConditionScope, end: unknown) => T,
): [T | null, T | null] {
  if (!Array.isArray(value) || value.length !== 2) throw invalid(scope, "a pair [from, to]", value);
  const [from, to] = value;
  return [isEmptyConstant(from) ? null : read(scope, from), isEmptyConstant(to) ? null : read(scope, to)];
}

/** Option or user ids from one id or a list of ids; "current_user" (users only) is the caller, or nobody. */
export function idValues(scope: ConditionScope, value: unknown, currentUser: boolean): number[] {
  const items = Array.isArray(value) ? value : [value];
  const ids: number[] = [];
  for (const item of items) {
    if (currentUser && item === "current_user") {
      if (scope.ctx.userId !== undefined) ids.push(scope.ctx.userId);
      continue;
    }
    const id = toNumber(item);
    if (id === null || !Number.isInteger(id)) throw invalid(scope, currentUser ? "user ids" : "ids", value);
    ids.push(id);
  }
  return ids;
}
