import type { DisplayRule } from "../schemas/condition";
import { allOf, anyOf } from "./conditions";
import type { Logic } from "./types";

/**
 * Turns an item's display rules into one JSON-Logic visibility test. Path values arrive as strings under
 * `p.{index}`; a path whose value could not be resolved counts as an evaluation error and leaves the item shown.
 */
export function compileDisplayRules(
  rules: readonly DisplayRule[],
  pathIndex: (path: string) => number,
): Logic {
  return allOf(
    rules.map((rule) => {
      const source = `p.${pathIndex(rule.path)}`;
      const element = { var: "" };
      const matches = anyOf(
        rule.value.map((value) =>
          rule.op === "equals"
            ? { some: [{ var: source }, { "==": [element, value] }] }
            : { some: [{ var: source }, { in: [value, element] }] },
        ),
      );
      const allowed = rule.value.length === 0 ? true : rule.action === "show" ? matches : { "!": matches };
      return { if: [{ missing: [source] }, true, allowed] };
    }),
  );
}
