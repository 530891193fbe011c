import type { FieldTypeModule } from "../types";
import { messages } from "./messages";
import { dutchNumber, NUMBER_AGGREGATIONS, NUMBER_SEARCH_OPERATORS, numberOf } from "./numbers";
import { isBlank, toStrings } from "./shared";

/** A computed number: the server evaluates the formula, users never type it. */
const calc: FieldTypeModule = {
  type: "calc",
  editable: false,
  sortable: true,
  valueSchema: () => ({ type: "number" }),
  validate(value) {
    return typeof value === "number" && Number.isFinite(value) ? undefined : messages.number;
  },
  isEmpty: isBlank,
  toStrings,
  searchOperators: NUMBER_SEARCH_OPERATORS,
  aggregations: NUMBER_AGGREGATIONS,
  format(value, item) {
    if (isBlank(value)) return "";
    const number = numberOf(value);
    if (number === undefined) return String(value);
    // Formula results can carry long binary fractions (0.1 + 0.2); two decimals are enough to read.
    const digits = item.fieldSettings.output === "INTEGER" ? 0 : 2;
    return dutchNumber({ minimumFractionDigits: 0, maximumFractionDigits: digits }).format(number);
  },
};

export default calc;
