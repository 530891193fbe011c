/**
 * A condition while it is edited: a rule may have no field yet, and a rule on a field without options keeps
 * the text typed so far (values separated by commas), so a half-typed value is not lost.
 */
export interface ConditionDraft {
  /** "or": one matching rule is enough; "all": every rule must match. */
  type: "or" | "all";
  fields: {
    field: number | null;
    method: "equals" | "notequals";
    /** The chosen list options (their ids) of a list item. */
    values: string[];
    /** What is typed for an item without options. */
    text: string;
  }[];
  actions: { type: "show_fields" | "require_fields"; values: number[] }[];
}
