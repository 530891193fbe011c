import type { FieldTypeModule, ItemDefinition } from "../types";
import { messages } from "./messages";
import { localeNumber, NUMBER_AGGREGATIONS, NUMBER_SEARCH_OPERATORS, numberOf } from "./numbers";
import { isBlank, toStrings } from "./shared";

/** Decimals when the field sets none: whole numbers for an INTEGER output, else two (cents, percentages). */
const DEFAULT_DECIMALS = 2;

/** How many decimals every value of a calc item shows: its decimals setting, else by its output. */
export function calcDecimals(item: ItemDefinition): number {
  const { decimals, output } = item.fieldSettings;
  if (typeof decimals === "number" && Number.isInteger(decimals) && decimals >= 0)
    return Math.min(decimals, 10);
  return output === "INTEGER" ? 0 : DEFAULT_DECIMALS;
}

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
  format(value, item, _mode, ctx) {
    if (isBlank(value)) return "";
    const number = numberOf(value);
    if (number === undefined) return String(value);
    // One format for every value of the item (a column never mixes "79.328" and "44.743,13"), in the
    // user's locale; fixed decimals also round away formula noise such as 0.1 + 0.2.
    const digits = calcDecimals(item);
    return localeNumber(ctx.formatLocale ?? ctx.context.locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(number);
  },
};

export default calc;
