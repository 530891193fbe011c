import { between, ORDER_OPERATORS } from "./comparisons";
import {
  type ConditionScope,
  idValues,
  isEmptyConstant,
  numberValue,
  rangeValue,
  unsupported,
} from "./conditionValues";
import { type CompareOp, FALSE, not, type Predicate } from "./predicate";

/** amount and calc; the record id also takes not_equals and in (a list of ids). */
export function numberCondition(scope: ConditionScope, value: unknown): Predicate {
  const { field, operator } = scope;
  const compare = (op: CompareOp, n: number): Predicate => ({
    kind: "number",
    field,
    op,
    value: n,
    read: "number",
  });
  const order = ORDER_OPERATORS[operator];
  if (order) return compare(order, numberValue(scope, value));
  const isId = scope.type === "id";
  switch (operator) {
    case "equals":
      return isEmptyConstant(value) ? { kind: "empty", field } : compare("eq", numberValue(scope, value));
    case "between":
      return between(rangeValue(scope, value, numberValue), compare);
    case "not_equals":
      if (isId) return not(compare("eq", numberValue(scope, value)));
      break;
    case "in":
      if (isId) {
        const ids = idValues(scope, value, false);
        return ids.length === 0 ? FALSE : { kind: "contains_any", field, ids };
      }
      break;
  }
  throw unsupported(scope);
}
