import { describe, expect, it } from "vitest";
import amount from "./amount";
import calc from "./calc";
import date from "./date";
import dossierData from "./dossierData";
import { makeContext, makeItem, plainSpaces } from "./testing";

/** A context whose user reads the interface in `formatLocale`; the data stays Dutch (context.locale). */
const reading = (formatLocale?: string) => ({ ...makeContext(), ...(formatLocale ? { formatLocale } : {}) });
const money = makeItem("amount", { fieldSettings: { valueType: "currency", currency: "EUR" } });
const plain = makeItem("amount", { fieldSettings: { valueType: "number" } });
const birthDate = makeItem("date");
const created = makeItem("dossier_data", { settings: { dossier_data: "created_at" } });

describe("dates and amounts in the reader's locale", () => {
  it.each([
    ["en_GB", "6 Mar 1941", "€4,271.00", "1,250.5"],
    ["nl_NL", "6 mrt 1941", "€ 4.271,00", "1.250,5"],
    ["de-DE", "06.03.1941", "4.271,00 €", "1.250,5"],
    ["fr_FR", "6 mars 1941", "4 271,00 €", "1 250,5"],
    ["es_ES", "6 mar 1941", "4271,00 €", "1250,5"],
    ["ru_RU", "6 мар. 1941 г.", "4 271,00 €", "1 250,5"],
  ])("%s: %s and %s", (locale, day, euros, number) => {
    const ctx = reading(locale);
    expect(date.format("1941-03-06", birthDate, "show", ctx)).toBe(day);
    expect(plainSpaces(amount.format(4271, money, "list", ctx))).toBe(euros);
    expect(plainSpaces(amount.format(1250.5, plain, "show", ctx))).toBe(number);
  });

  it("writes a moment's date and time in the locale, in the context's zone", () => {
    expect(date.format("2026-07-01T12:00:00Z", birthDate, "show", reading("en_GB"))).toBe("1 Jul 2026 14:00");
    expect(dossierData.format("2026-03-01T13:05:00Z", created, "show", reading("nl_NL"))).toBe(
      "1 mrt 2026 14:05",
    );
  });

  it("writes a calculation in the reader's locale rather than the data's", () => {
    const formula = makeItem("calc", { fieldSettings: { decimals: 2 } });
    expect(calc.format(1250.5, formula, "list", reading("en_GB"))).toBe("1,250.50");
    expect(plainSpaces(calc.format(1250.5, formula, "list", reading()))).toBe("1.250,50");
  });

  it("keeps Dutch notation without a format locale (the server, exports) and for an unknown one", () => {
    expect(date.format("1941-03-06", birthDate, "show", reading())).toBe("6 mrt 1941");
    expect(plainSpaces(amount.format(4271, money, "show", reading("not a locale!")))).toBe("€ 4.271,00");
    expect(date.format("1941-03-06", birthDate, "csv", reading("en_GB"))).toBe("06/03/1941");
  });
});
