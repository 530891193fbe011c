import {
  type ConditionScope,
  conditionError,
  idValues,
  isEmptyConstant,
  unsupported,
} from "./conditionValues";
import { FALSE, not, type Predicate } from "./predicate";

/**
 * list (option ids) and user / systemuser (user ids). equals: the value holds one of the given ids (an empty
 * constant: the value is empty); not_equals: the opposite; in (lists only): holds any of a list of ids.
 */
export function idsCondition(scope: ConditionScope, value: unknown): Predicate {
  const { field, operator } = scope;
  const isUser = scope.type === "user" || scope.type === "systemuser";
  const containsAny = (): Predicate => {
    const ids = idValues(scope, value, isUser);
    // "current_user" without a caller leaves no ids: nobody matches.
    return ids.length === 0 ? FALSE : { kind: "contains_any", field, ids };
  };
  switch (operator) {
    case "equals":
      return isEmptyConstant(value) ? { kind: "empty", field } : containsAny();
    case "not_equals":
      return not(isEmptyConstant(value) ? { kind: "empty", field } : containsAny());
    case "in":
      if (isUser) break;
      if (isEmptyConstant(value)) throw conditionError(scope, "needs at least one option");
      return containsAny();
  }
  throw unsupported(scope);
}
