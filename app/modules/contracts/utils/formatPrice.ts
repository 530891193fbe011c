import { i18n } from "../../../../locales";

/** A price in euros in the interface language's way ("€19.00" in English, "€ 19,00" in Dutch). */
export function formatPrice(amount: number, language: string = i18n.locale): string {
  // "en" alone would write dollars' habits; British English is the product's English.
  const locale = language === "en" ? "en-GB" : language;
  return new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(amount);
}
