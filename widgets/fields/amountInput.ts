/** Keys an amount field accepts (spec 5: digits, period, comma and space). */
export const AMOUNT_CHARACTERS = /^[0-9., ]*$/;

/**
 * Reads a typed amount in Dutch or English notation: "1.250,50", "1,250.50", "1250,5", "12 500".
 * The last separator followed by one or two digits, or the only comma, is the decimal one.
 */
export function parseAmount(text: string): number | undefined {
  const compact = text.replace(/ /g, "");
  if (compact === "" || !/^[0-9.,]+$/.test(compact)) return undefined;
  const lastComma = compact.lastIndexOf(",");
  const lastPeriod = compact.lastIndexOf(".");
  let decimal: "," | "." | undefined;
  if (lastComma >= 0 && lastPeriod >= 0) decimal = lastComma > lastPeriod ? "," : ".";
  else if (lastComma >= 0) decimal = compact.indexOf(",") === lastComma ? "," : undefined;
  else if (lastPeriod >= 0) {
    // "1.250" is ambiguous; a single period followed by exactly three digits reads as thousands, as in Dutch.
    const single = compact.indexOf(".") === lastPeriod;
    decimal = single && compact.length - lastPeriod - 1 !== 3 ? "." : undefined;
  }
  const cut = decimal === undefined ? -1 : compact.lastIndexOf(decimal);
  const whole = cut < 0 ? compact : compact.slice(0, cut);
  const fraction = cut < 0 ? "" : compact.slice(cut + 1);
  if (!/^\d*$/.test(fraction)) return undefined;
  // Thousands separators only between groups of three digits: "1,2,3" is no number.
  const thousands = decimal === "," || (decimal === undefined && compact.includes(".")) ? "." : ",";
  const grouped = new RegExp(`^\\d{1,3}(?:\\${thousands}\\d{3})+$`);
  if (!/^\d*$/.test(whole) && !grouped.test(whole)) return undefined;
  const normal = `${whole.split(thousands).join("") || "0"}.${fraction || "0"}`;
  const number = Number(normal);
  return Number.isFinite(number) ? number : undefined;
}

/** A stored amount as the user edits it: Dutch decimal comma, no thousands separators. */
export function amountText(value: unknown): string {
  return typeof value === "number" && Number.isFinite(value) ? String(value).replace(".", ",") : "";
}

/** The symbol of a currency as Dutch formatting writes it ("€", "US$"). */
export function currencySymbol(currency: string | null | undefined): string {
  const code = currency && /^[A-Z]{3}$/.test(currency) ? currency : "EUR";
  const parts = new Intl.NumberFormat("nl-NL", { style: "currency", currency: code }).formatToParts(0);
  return parts.find((part) => part.type === "currency")?.value ?? code;
}
