import { between, ORDER_OPERATORS } from "./comparisons";
import {
  type ConditionScope,
  conditionError,
  dayValue,
  isEmptyConstant,
  numberValue,
  rangeValue,
  unsupported,
} from "./conditionValues";
import type { Day } from "./days";
import type { CompareOp, Predicate } from "./predicate";

/**
 * date and systemdate, compared by calendar day in the context's time zone (a date-time counts as the day it
 * falls on there): equals is the same day, between includes both ends.
 */
export function dateCondition(scope: ConditionScope, value: unknown): Predicate {
  const { field, operator, ctx } = scope;
  const compare = (op: CompareOp, day: Day): Predicate => ({
    kind: "day",
    field,
    op,
    value: day,
    timezone: ctx.timezone,
  });
  const order = ORDER_OPERATORS[operator];
  if (order) return compare(order, dayValue(scope, value));
  switch (operator) {
    case "equals":
      return isEmptyConstant(value) ? { kind: "empty", field } : compare("eq", dayValue(scope, value));
    case "between":
      return between(rangeValue(scope, value, dayValue), compare);
    case "birthday_weeks": {
      const weeks = numberValue(scope, value);
      if (!Number.isInteger(weeks) || weeks < 0)
        throw conditionError(scope, "needs a whole number of weeks, 0 or more");
      return { kind: "anniversary", field, today: ctx.today, days: weeks * 7, timezone: ctx.timezone };
    }
    default:
      throw unsupported(scope);
  }
}
