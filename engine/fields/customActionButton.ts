import type { FieldTypeModule } from "../types";

/** A button that starts an action (document, view, event, report); it holds no value of its own. */
const customActionButton: FieldTypeModule = {
  type: "customActionButton",
  editable: false,
  sortable: false,
  valueSchema: () => ({ type: "null" }),
  isEmpty: () => true,
  toStrings: () => [],
  searchOperators: [],
  aggregations: [],
  format: () => "",
};

export default customActionButton;
