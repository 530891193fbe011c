import type { Condition } from "../../../../../schemas";
import type { ConditionDraft } from "./ConditionDraft";

/** The saved conditions as the editor holds them. */
export function conditionDrafts(conditions: readonly Condition[] | undefined): ConditionDraft[] {
  return (conditions ?? []).map((condition) => ({
    type: condition.rules.type === "or" ? "or" : "all",
    fields: condition.rules.fields.map((rule) => {
      const values = rule.values.map(String);
      return { field: rule.field, method: rule.field_method, values, text: values.join(", ") };
    }),
    actions: condition.actions.map((action) => ({ type: action.type, values: [...action.values] })),
  }));
}
