import { describe, expect, it } from "vitest";
import {
  datePatternOf,
  datePlaceholder,
  daysFrom,
  deadlineColor,
  maskDate,
  maskedText,
  parseMasked,
} from "./dateInput";

const ZONE = "Europe/Amsterdam";

describe("the date mask", () => {
  it.each([
    ["0", false, "0"],
    ["010", false, "01-0"],
    ["01032026", false, "01-03-2026"],
    ["01-03-2026x99", false, "01-03-2026"],
    ["010320261430", true, "01-03-2026 14:30"],
    ["0103202614", true, "01-03-2026 14"],
  ] as const)("masks %j as %j", (typed, withTime, masked) => {
    expect(maskDate(typed, withTime)).toBe(masked);
  });

  it("stores dates as ISO and date-times in UTC from Amsterdam time", () => {
    expect(parseMasked("01-03-2026", false, ZONE)).toBe("2026-03-01");
    expect(parseMasked("01-07-2026 14:30", true, ZONE)).toBe("2026-07-01T12:30:00Z");
    expect(parseMasked("31-02-2026", false, ZONE)).toBeUndefined();
    expect(parseMasked("01-03-20", false, ZONE)).toBeUndefined();
  });

  it("writes stored values back in the mask", () => {
    expect(maskedText("2026-03-01", false, ZONE)).toBe("01-03-2026");
    expect(maskedText("2026-07-01T12:30:00Z", true, ZONE)).toBe("01-07-2026 14:30");
  });
});

describe("deadline colours", () => {
  const rules = [
    { number: 2, type: "week", when: "before", color: "#DD6B20" },
    { number: 1, type: "day", when: "after", color: "#E53E3E" },
  ];

  it("colours a date from its reminder onwards; the latest reminder wins", () => {
    expect(deadlineColor("2026-03-31", rules, "2026-03-10")).toBeUndefined();
    expect(deadlineColor("2026-03-20", rules, "2026-03-10")).toBe("#DD6B20");
    expect(deadlineColor("2026-03-08", rules, "2026-03-10")).toBe("#E53E3E");
  });

  it("counts days from today", () => {
    expect(daysFrom("2026-03-10", "2026-03-07")).toBe(-3);
  });
});

describe("the date mask in the interface language", () => {
  const letters = { day: "dd", month: "mm", year: "yyyy", time: "hh:mm" };

  it.each([
    ["nl-NL", "dd-mm-yyyy", "01-03-2026"],
    ["en-GB", "dd/mm/yyyy", "01/03/2026"],
    ["de-DE", "dd.mm.yyyy", "01.03.2026"],
    ["en-US", "mm/dd/yyyy", "03/01/2026"],
  ])("%s types %s", (locale, placeholder, written) => {
    const pattern = datePatternOf(locale);
    expect(datePlaceholder(pattern, letters, false)).toBe(placeholder);
    expect(maskedText("2026-03-01", false, ZONE, pattern)).toBe(written);
    expect(parseMasked(written, false, ZONE, pattern)).toBe("2026-03-01");
    expect(maskDate(written.replace(/\D/g, ""), false, pattern)).toBe(written);
  });

  it("takes the time after the date in every order", () => {
    const american = datePatternOf("en-US");
    expect(
      datePlaceholder(datePatternOf("de-DE"), { ...letters, day: "TT", month: "MM", year: "JJJJ" }, true),
    ).toBe("TT.MM.JJJJ hh:mm");
    expect(maskDate("070120261430", true, american)).toBe("07/01/2026 14:30");
    expect(parseMasked("07/01/2026 14:30", true, ZONE, american)).toBe("2026-07-01T12:30:00Z");
    expect(maskedText("2026-07-01T12:30:00Z", true, ZONE, american)).toBe("07/01/2026 14:30");
    expect(parseMasked("13/01/2026", false, ZONE, american)).toBeUndefined();
  });
});
