import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import {
  calendarDateOf,
  formatDateValue,
  isIsoDate,
  isIsoDateTime,
  todayIn,
  toStoredDateTime,
  weekdayFromMonday,
  zoneOf,
} from "./dates";
import { makeContext } from "./testing";

describe("date helpers", () => {
  it("accepts only real calendar dates", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-13-01")).toBe(false);
    expect(isIsoDate("2026-3-1")).toBe(false);
    expect(isIsoDate("2026-03-01T00:00:00Z")).toBe(false);
  });

  it("accepts only the stored date-time shape", () => {
    expect(isIsoDateTime("2026-03-01T13:05:00Z")).toBe(true);
    expect(isIsoDateTime("2026-03-01T13:05:00.000Z")).toBe(false);
    expect(isIsoDateTime("2026-03-01T13:05:00+01:00")).toBe(false);
    expect(isIsoDateTime("2026-03-01T24:00:00Z")).toBe(false);
    expect(isIsoDateTime("2026-02-30T10:00:00Z")).toBe(false);
  });

  it("finds today in a time zone", () => {
    const lateEvening = new Date("2026-03-04T23:30:00Z");
    expect(todayIn(lateEvening, "Europe/Amsterdam")).toBe("2026-03-05");
    expect(todayIn(lateEvening, "UTC")).toBe("2026-03-04");
  });

  it("stores a moment in UTC to the second", () => {
    expect(toStoredDateTime(new Date("2026-03-04T12:34:56.789Z"))).toBe("2026-03-04T12:34:56Z");
  });

  it("places a date-time on its calendar date in the zone, a date on itself", () => {
    expect(calendarDateOf("2026-03-04T23:30:00Z", "Europe/Amsterdam")).toBe("2026-03-05");
    expect(calendarDateOf("2026-03-04", "Pacific/Kiritimati")).toBe("2026-03-04");
  });

  it("counts weekdays from Monday as 0", () => {
    expect(weekdayFromMonday("2026-03-02")).toBe(0);
    expect(weekdayFromMonday("2026-03-04")).toBe(2);
    expect(weekdayFromMonday("2026-03-08")).toBe(6);
  });

  it("falls back to Amsterdam when the context names no zone or an unknown one", () => {
    expect(zoneOf(makeContext())).toBe("Europe/Amsterdam");
    expect(zoneOf(makeContext({ timezone: "Mars/Olympus" }))).toBe("Europe/Amsterdam");
    expect(zoneOf(makeContext({ timezone: "America/New_York" }))).toBe("America/New_York");
  });

  it("formats in Dutch medium style and for CSV, across summer time", () => {
    expect(formatDateValue("2026-07-01T12:00:00Z", "show", "Europe/Amsterdam")).toBe("1 jul 2026 14:00");
    expect(formatDateValue("2026-07-01T12:00:00Z", "csv", "Europe/Amsterdam")).toBe("01/07/2026 14:00:00");
    expect(formatDateValue("2026-12-31T23:30:00Z", "list", "Europe/Amsterdam")).toBe("1 jan 2027 00:30");
    expect(formatDateValue("2026-12-31", "list", "America/New_York")).toBe("31 dec 2026");
  });

  it("writes CSV date-times as day/month/year hh:mm:ss in the zone, as date-fns would, across changes of offset", () => {
    const start = Date.parse("1950-01-01T00:00:00Z");
    const step = 7 * 3_600_000 + 37 * 60_000 + 13_000;
    for (const zone of ["Europe/Amsterdam", "America/New_York", "Asia/Kolkata", "UTC"]) {
      for (let moment = start, i = 0; i < 3000; i++, moment += step * 9) {
        const value = new Date(moment).toISOString();
        expect(formatDateValue(value, "csv", zone), `${value} ${zone}`).toBe(
          format(new TZDate(moment, zone), "dd/MM/yyyy HH:mm:ss"),
        );
      }
    }
    // Around the spring and autumn changes in Amsterdam, minute by minute.
    for (const change of ["2026-03-29T00:30:00Z", "2026-10-25T00:30:00Z"]) {
      for (let minute = 0; minute < 120; minute++) {
        const moment = Date.parse(change) + minute * 60_000;
        expect(formatDateValue(new Date(moment).toISOString(), "csv", "Europe/Amsterdam")).toBe(
          format(new TZDate(moment, "Europe/Amsterdam"), "dd/MM/yyyy HH:mm:ss"),
        );
      }
    }
    expect(formatDateValue("0999-05-04T03:02:01Z", "csv", "UTC")).toBe("04/05/0999 03:02:01");
  });

  it("reads other date-time notations for display and leaves unreadable text as it is", () => {
    expect(formatDateValue("2026-03-01T13:05:00+00:00", "show", "Europe/Amsterdam")).toBe("1 mrt 2026 14:05");
    expect(formatDateValue("yesterday", "show", "Europe/Amsterdam")).toBe("yesterday");
    expect(formatDateValue("2026-02-30", "csv", "Europe/Amsterdam")).toBe("2026-02-30");
  });
});
