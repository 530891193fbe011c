import { activeFormatLocale } from "../../widgets/formatLocale";

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A cached medium-style formatter in Amsterdam time; building one costs far more than using it. */
function formatterFor(locale: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withTime}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, {
      dateStyle: "medium",
      ...(withTime ? { timeStyle: "short" } : {}),
      timeZone: "Europe/Amsterdam",
    });
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * A date in the interface language's medium style in Amsterdam time ("1 Mar 2026" in English, "1 mrt 2026" in
 * Dutch), or the locale's own order of an Intl tag passed in.
 */
export function formatDate(
  value: string | number | Date | null | undefined,
  withTime = false,
  locale: string = activeFormatLocale(),
): string {
  if (value === null || value === undefined || value === "") return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return formatterFor(locale, withTime).format(date);
}
