import { describe, expect, it } from "vitest";
import { addToDay, anniversaryWithin, dayOf, daysBetween, wholeYears } from "./days";

describe("days", () => {
  it.each([
    ["2026-03-10", -7, "days", "2026-03-03"],
    ["2026-12-30", 2, "weeks", "2027-01-13"],
    ["2026-01-31", 1, "months", "2026-02-28"],
    ["2024-01-31", 1, "months", "2024-02-29"],
    ["2026-03-31", -1, "months", "2026-02-28"],
    ["2026-01-15", -13, "months", "2024-12-15"],
    ["2024-02-29", 1, "years", "2025-02-28"],
    ["2024-02-29", -4, "years", "2020-02-29"],
  ] as const)("%s plus %i %s is %s", (day, amount, unit, expected) => {
    expect(addToDay(day, amount, unit)).toBe(expected);
  });

  it("reads the calendar day of dates and date-times in a time zone", () => {
    expect(dayOf("2026-03-01")).toBe("2026-03-01");
    expect(dayOf("2026-03-01T23:30:00Z")).toBe("2026-03-02");
    expect(dayOf("2026-03-01T23:30:00Z", "UTC")).toBe("2026-03-01");
    expect(dayOf("2026-03-01T02:00:00Z", "America/New_York")).toBe("2026-02-28");
    // Summer time: 22:30 UTC on 1 July is 00:30 on 2 July in Amsterdam.
    expect(dayOf("2026-07-01T22:30:00Z")).toBe("2026-07-02");
    // Without an offset a date-time is UTC, whatever the host's zone.
    expect(dayOf("2026-03-01T23:30:00")).toBe("2026-03-02");
    expect(dayOf("2026-03-01T23:30:00+02:00")).toBe("2026-03-01");
    expect(dayOf("2026-02-30")).toBeNull();
    expect(dayOf("01-03-2026")).toBeNull();
    expect(dayOf(20260301)).toBeNull();
    expect(dayOf(null)).toBeNull();
  });

  it("counts days between and whole years", () => {
    expect(daysBetween("2026-02-27", "2026-03-02")).toBe(3);
    expect(daysBetween("2026-03-02", "2026-02-27")).toBe(-3);
    expect(daysBetween("2024-01-01", "2025-01-01")).toBe(366);
    expect(wholeYears("1990-03-11", "2026-03-10")).toBe(35);
    expect(wholeYears("1990-03-10", "2026-03-10")).toBe(36);
    expect(wholeYears("2000-02-29", "2027-02-28")).toBe(27);
    expect(wholeYears("2000-02-29", "2027-02-27")).toBe(26);
  });

  it("finds anniversaries within a window that wraps the year end", () => {
    expect(anniversaryWithin("1970-12-31", "2026-12-28", 7)).toBe(true);
    expect(anniversaryWithin("1970-01-03", "2026-12-28", 7)).toBe(true);
    expect(anniversaryWithin("1970-01-04", "2026-12-28", 7)).toBe(false);
    expect(anniversaryWithin("1970-12-27", "2026-12-28", 7)).toBe(false);
    expect(anniversaryWithin("1970-12-28", "2026-12-28", 1)).toBe(true);
    expect(anniversaryWithin("1970-12-28", "2026-12-28", 0)).toBe(false);
  });
});
