/** How many digits a number has after the decimal point in its shortest form (1e-7 has 7). */
export function decimalsOf(value: number): number {
  const [mantissa = "", exponent = "0"] = String(Math.abs(value)).split("e");
  const fraction = mantissa.split(".")[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

const formatters = new Map<string, Intl.NumberFormat>();

const knownTags = new Map<string, string>();

/** The Intl tag of a locale written as the context has it ("en_GB" gives "en-GB"); Dutch when Intl knows none. */
export function intlLocale(locale: string | undefined): string {
  const tag = (locale ?? "").replace("_", "-");
  let known = knownTags.get(tag);
  if (known === undefined) {
    try {
      known = Intl.NumberFormat.supportedLocalesOf(tag === "" ? [] : [tag])[0] ?? "nl-NL";
    } catch {
      // A malformed tag: Dutch, as the data's own notation.
      known = "nl-NL";
    }
    knownTags.set(tag, known);
  }
  return known;
}
/**
 * A cached number format in a user's locale, written as the context has it ("en_GB"); Dutch when the locale
 * is not one Intl knows.
 */
export function localeNumber(
  locale: string | undefined,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const tag = (locale ?? "").replace("_", "-");
  const key = `${tag}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(intlLocale(tag), options);
    formatters.set(key, cached);
  }
  return cached;
}

/** Fixed decimals when the field sets them; otherwise as many as the value has (up to 10). */
export function fractionDigits(decimals: number | null | undefined): Intl.NumberFormatOptions {
  return decimals === null || decimals === undefined
    ? { minimumFractionDigits: 0, maximumFractionDigits: 10 }
    : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
}

export const NUMBER_SEARCH_OPERATORS = ["equals", "between", "greater", "lesser"] as const;
export const NUMBER_AGGREGATIONS = ["avg", "sum", "min", "max"] as const;

/** A number as stored, or a numeric string as older data may hold it; undefined for anything else. */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "string" && value.trim() !== "") {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}
