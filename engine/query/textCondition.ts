import { ORDER_OPERATORS } from "./comparisons";
import { type ConditionScope, isEmptyConstant, numberValue, textValue, unsupported } from "./conditionValues";
import { not, type Predicate, TRUE } from "./predicate";

/**
 * text, textarea, autoIncrement, email, url. exact and like ignore case; the order operators compare the
 * value as a number (an autoIncrement value by its running number), and a value that is no number never matches.
 */
export function textCondition(scope: ConditionScope, value: unknown): Predicate {
  const { field, operator } = scope;
  const empty: Predicate = { kind: "empty", field };
  const order = ORDER_OPERATORS[operator];
  if (order) {
    const read = scope.type === "autoIncrement" ? "running_number" : "number";
    return { kind: "number", field, op: order, value: numberValue(scope, value), read };
  }
  switch (operator) {
    case "string_empty":
      return empty;
    case "string_is_not_empty":
      return not(empty);
    case "exact":
      return isEmptyConstant(value)
        ? empty
        : { kind: "text", field, op: "exact", value: textValue(scope, value) };
    case "like":
      // Every text contains the empty text: an unfilled search term filters nothing.
      return isEmptyConstant(value)
        ? TRUE
        : { kind: "text", field, op: "like", value: textValue(scope, value) };
    default:
      throw unsupported(scope);
  }
}
