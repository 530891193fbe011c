import { activeFormatLocale } from "../../../../widgets/formatLocale";

/** A price in euros in the interface language's way ("€19.00", "€ 19,00"). */
export function formatPrice(amount: number, locale: string = activeFormatLocale()): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(amount);
}
