import type { Condition } from "../../../../../schemas";
import type { ConditionDraft } from "./ConditionDraft";
import { ruleValues } from "./ruleValues";

/**
 * The conditions to store (or to preview): rules without a field and actions without items are left out,
 * as is a condition left without rules or actions. `hasOptions` says whether an item offers list options.
 */
export function conditionsOf(
  drafts: readonly ConditionDraft[],
  hasOptions: (itemId: number) => boolean,
): Condition[] {
  return drafts.flatMap((draft) => {
    const fields = draft.fields.flatMap((rule) =>
      rule.field === null
        ? []
        : [
            {
              field: rule.field,
              field_method: rule.method,
              values: ruleValues(rule, hasOptions(rule.field)),
            },
          ],
    );
    const actions = draft.actions
      .filter((action) => action.values.length > 0)
      .map((action) => ({ type: action.type, values: [...action.values] }));
    return fields.length > 0 && actions.length > 0 ? [{ rules: { type: draft.type, fields }, actions }] : [];
  });
}
