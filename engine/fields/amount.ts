import type { FieldTypeModule, ItemDefinition } from "../types";
import { fill, messages } from "./messages";
import {
  decimalsOf,
  fractionDigits,
  localeNumber,
  NUMBER_AGGREGATIONS,
  NUMBER_SEARCH_OPERATORS,
  numberOf,
} from "./numbers";
import { isBlank, toStrings } from "./shared";

/** Money has cents unless the field says otherwise. */
const CURRENCY_DECIMALS = 2;

/** The most decimals a value may have, or undefined when the field sets no limit. */
export function maxDecimals(item: ItemDefinition): number | undefined {
  const { valueType, decimals } = item.fieldSettings;
  if (valueType === "currency") return decimals ?? CURRENCY_DECIMALS;
  return decimals ?? undefined;
}

/**
 * An amount in a locale's notation, Dutch when none is given: "€ 1.250,50", "1.250,5" or "12,5%" (en_GB
 * "€1,250.50").
 */
export function formatAmount(value: number, item: ItemDefinition, locale?: string): string {
  const { valueType, currency, decimals } = item.fieldSettings;
  if (valueType === "currency") {
    return localeNumber(locale, {
      style: "currency",
      // Intl throws on a malformed code; fall back to euros rather than fail the whole list.
      currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : "EUR",
      ...fractionDigits(decimals ?? CURRENCY_DECIMALS),
    }).format(value);
  }
  const number = localeNumber(locale, fractionDigits(decimals)).format(value);
  return valueType === "percentage" ? `${number}%` : number;
}

const amount: FieldTypeModule = {
  type: "amount",
  editable: true,
  sortable: true,
  valueSchema: () => ({ type: "number" }),
  validate(value, item) {
    if (typeof value !== "number" || !Number.isFinite(value)) return messages.number;
    const limit = maxDecimals(item);
    if (limit !== undefined && decimalsOf(value) > limit) return fill(messages.decimals, { decimals: limit });
    return undefined;
  },
  isEmpty: isBlank,
  toStrings,
  searchOperators: NUMBER_SEARCH_OPERATORS,
  aggregations: NUMBER_AGGREGATIONS,
  format(value, item, mode, ctx) {
    // The spec shows 'Unknown' for an empty amount; an export cell stays empty.
    if (isBlank(value)) return mode === "csv" ? "" : messages.unknown;
    const number = numberOf(value);
    return number === undefined ? String(value) : formatAmount(number, item, ctx.formatLocale);
  },
};

export default amount;
