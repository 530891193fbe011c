import type { Condition } from "../schemas/condition";
import type { Logic } from "./types";

/** The variable holding a field's value as strings in the evaluation data (see evaluate.ts). */
export const stringsVar = (key: string) => ({ var: `s.${key}` });

function fieldMatches(
  key: string,
  method: "equals" | "notequals",
  values: readonly (string | number)[],
): Logic {
  // A value matches when any of its strings is one of the rule's values; multi-values (lists, links) included.
  const equals = { some: [stringsVar(key), { in: [{ var: "" }, values.map(String)] }] };
  return method === "equals" ? equals : { "!": equals };
}

export const anyOf = (parts: Logic[]): Logic => (parts.length === 1 ? parts[0] : { or: parts });
export const allOf = (parts: Logic[]): Logic => (parts.length === 1 ? parts[0] : { and: parts });

export interface CompiledConditions {
  /** By field key: the conditions whose show_fields action names it (shown when any matches). */
  show: Map<string, Logic[]>;
  /** By field key: the conditions whose require_fields action names it (required when any matches). */
  require: Map<string, Logic[]>;
  warnings: string[];
}

/**
 * Turns an entity's conditions into JSON-Logic. Rules and actions name display items, possibly of another
 * view; they are resolved to field keys so a condition acts on the same field in every view.
 */
export function compileConditions(
  conditions: readonly Condition[] | undefined,
  keyOfItem: (itemId: number) => string | undefined,
): CompiledConditions {
  const result: CompiledConditions = { show: new Map(), require: new Map(), warnings: [] };
  (conditions ?? []).forEach((condition, index) => {
    const tests: Logic[] = [];
    for (const rule of condition.rules.fields) {
      const key = keyOfItem(rule.field);
      if (!key) {
        result.warnings.push(`Condition ${index + 1} reads display item ${rule.field}, which does not exist`);
        tests.push(false);
        continue;
      }
      tests.push(fieldMatches(key, rule.field_method, rule.values));
    }
    // A condition without rules never acts.
    const logic = tests.length === 0 ? false : condition.rules.type === "or" ? anyOf(tests) : allOf(tests);
    for (const action of condition.actions) {
      const target = action.type === "show_fields" ? result.show : result.require;
      for (const itemId of action.values) {
        const key = keyOfItem(itemId);
        if (!key) {
          result.warnings.push(`Condition ${index + 1} acts on display item ${itemId}, which does not exist`);
          continue;
        }
        target.set(key, [...(target.get(key) ?? []), logic]);
      }
    }
  });
  return result;
}
