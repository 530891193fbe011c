import type { FieldTypeModule } from "../types";
import { messages } from "./messages";
import { isBlank, toStrings } from "./shared";
import { TEXT_SEARCH_OPERATORS } from "./text";

/** A running number with its prefix ("CL-0042"), assigned by the server when the record is created. */
const autoIncrement: FieldTypeModule = {
  type: "autoIncrement",
  editable: false,
  sortable: true,
  valueSchema: () => ({ type: "string" }),
  validate(value) {
    return typeof value === "string" ? undefined : messages.pattern;
  },
  isEmpty: isBlank,
  toStrings,
  searchOperators: TEXT_SEARCH_OPERATORS,
  aggregations: [],
  format(value) {
    return isBlank(value) ? "" : String(value);
  },
};

export default autoIncrement;
