import jsonLogic from "json-logic-js";
import { CALC_OPERATIONS } from "./calc/operations";
import { QUERY_OPERATIONS } from "./query/operations";
import type { Logic } from "./types";

/**
 * Docket's own JSON-Logic operations: docket_* for query predicates, calc_* for calc formulas. Each is pure
 * and deterministic, so a rule gives the same answer in the browser, on the server and in a test.
 */
export const DOCKET_OPERATIONS: Readonly<Record<string, (...args: never[]) => unknown>> = {
  ...QUERY_OPERATIONS,
  ...CALC_OPERATIONS,
};

// add_operation replaces by name, so registering twice (a second import, hot reload) changes nothing.
for (const [name, operation] of Object.entries(DOCKET_OPERATIONS)) {
  jsonLogic.add_operation(name, operation as (...args: unknown[]) => unknown);
}

/**
 * Evaluates a JSON-Logic rule. json-logic-js interprets the rule tree; it needs no eval, so the engine
 * runs under a Content-Security-Policy without 'unsafe-eval'. Docket's own operations are registered above.
 */
export function applyLogic(rule: Logic, data: unknown): unknown {
  return jsonLogic.apply(rule as jsonLogic.RulesLogic, data);
}
