import type { ConditionDraft } from "./ConditionDraft";

/** A rule's values: the chosen options of a list item, else the typed text split at commas. */
export function ruleValues(rule: ConditionDraft["fields"][number], hasOptions: boolean): string[] {
  if (hasOptions) return rule.values;
  return rule.text
    .split(",")
    .map((value) => value.trim())
    .filter((value) => value !== "");
}
