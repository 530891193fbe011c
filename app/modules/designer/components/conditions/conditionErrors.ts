import type { ConditionDraft } from "./ConditionDraft";
import { ruleValues } from "./ruleValues";

const REQUIRED = "This is a required field";

/**
 * What the editor refuses before saving, keyed by place (0.fields.1.field, 0.actions.0.values): each
 * condition needs a rule and an action, each rule a field and a value, each action an item.
 */
export function conditionErrors(
  drafts: readonly ConditionDraft[],
  hasOptions: (itemId: number) => boolean,
): Record<string, string> {
  const errors: Record<string, string> = {};
  drafts.forEach((draft, index) => {
    if (draft.fields.length === 0) errors[`${index}.fields`] = REQUIRED;
    if (draft.actions.length === 0) errors[`${index}.actions`] = REQUIRED;
    draft.fields.forEach((rule, ruleIndex) => {
      if (rule.field === null) errors[`${index}.fields.${ruleIndex}.field`] = REQUIRED;
      else if (ruleValues(rule, hasOptions(rule.field)).length === 0)
        errors[`${index}.fields.${ruleIndex}.values`] = REQUIRED;
    });
    draft.actions.forEach((action, actionIndex) => {
      if (action.values.length === 0) errors[`${index}.actions.${actionIndex}.values`] = REQUIRED;
    });
  });
  return errors;
}
