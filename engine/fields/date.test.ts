import { describe, expect, it } from "vitest";
import type { BaseFieldSettings, DisplayItemSettings } from "../../schemas";
import date from "./date";
import { fits, makeContext, makeItem } from "./testing";

// Wednesday 4 March 2026, 13:00 in Amsterdam.
const ctx = makeContext();
const dateItem = (fieldSettings: BaseFieldSettings = {}, settings: DisplayItemSettings = {}) =>
  makeItem("date", { fieldSettings, settings });
const check = (value: unknown, fieldSettings: BaseFieldSettings = {}, context = ctx) =>
  date.validate?.(value, dateItem(fieldSettings), context);

describe("date", () => {
  it("describes a date, or with withtime the stored date-time", () => {
    const plain = date.valueSchema(dateItem());
    expect(plain).toEqual({ type: "string", format: "date" });
    expect(fits(plain, "2026-03-01")).toBe(true);
    expect(fits(plain, "01-03-2026")).toBe(false);
    const withTime = date.valueSchema(dateItem({ withtime: true }));
    expect(withTime).toMatchObject({ type: "string", format: "date-time" });
    expect(fits(withTime, "2026-03-01T13:05:00Z")).toBe(true);
    expect(fits(withTime, "2026-03-01T13:05:00+01:00")).toBe(false);
    expect(fits(withTime, "2026-03-01")).toBe(false);
  });

  it("starts empty unless the current date is the default", () => {
    expect(date.defaultValue?.(dateItem(), ctx)).toBeUndefined();
    expect(date.defaultValue?.(dateItem({}, { default_current_date: true }), ctx)).toBe("2026-03-04");
    expect(date.defaultValue?.(dateItem({ current_time_as_default: true }), ctx)).toBe("2026-03-04");
  });

  it("defaults to today in the context's zone, and to now with withtime", () => {
    const lateEvening = makeContext({ now: "2026-03-04T23:30:15.500Z" });
    const today = dateItem({ current_time_as_default: true });
    expect(date.defaultValue?.(today, lateEvening)).toBe("2026-03-05");
    expect(date.defaultValue?.(today, makeContext({ now: "2026-03-04T23:30:15Z", timezone: "UTC" }))).toBe(
      "2026-03-04",
    );
    const now = dateItem({ current_time_as_default: true, withtime: true });
    expect(date.defaultValue?.(now, lateEvening)).toBe("2026-03-04T23:30:15Z");
  });

  it("needs a real date in the stored shape", () => {
    expect(check("2026-03-01")).toBeUndefined();
    expect(check("2026-02-30")).toBe("Enter a valid date");
    expect(check("01-03-2026")).toBe("Enter a valid date");
    expect(check(20260301)).toBe("Enter a valid date");
    expect(check("2026-03-01T10:00:00Z")).toBe("Enter a valid date");
    expect(check("2026-03-01T10:00:00Z", { withtime: true })).toBeUndefined();
    expect(check("2026-03-01", { withtime: true })).toBe("Enter a valid date");
  });

  it("blocks future dates with before_and_eq_current_date", () => {
    const restriction = "before_and_eq_current_date";
    expect(check("2026-03-04", { restriction })).toBeUndefined();
    expect(check("2026-03-03", { restriction })).toBeUndefined();
    expect(check("2026-03-05", { restriction })).toBe("The date may not be in the future");
  });

  it("blocks past dates with after_and_eq_current_date", () => {
    const restriction = "after_and_eq_current_date";
    expect(check("2026-03-04", { restriction })).toBeUndefined();
    expect(check("2027-01-01", { restriction })).toBeUndefined();
    expect(check("2026-03-03", { restriction })).toBe("The date may not be in the past");
  });

  it("compares with today in the context's zone", () => {
    const restriction = "before_and_eq_current_date";
    const lateEvening = makeContext({ now: "2026-03-04T23:30:00Z" });
    expect(check("2026-03-05", { restriction }, lateEvening)).toBeUndefined();
    const inUtc = makeContext({ now: "2026-03-04T23:30:00Z", timezone: "UTC" });
    expect(check("2026-03-05", { restriction }, inUtc)).toBe("The date may not be in the future");
  });

  it("compares a date-time by the day it falls on in the zone", () => {
    const settings: BaseFieldSettings = { withtime: true, restriction: "before_and_eq_current_date" };
    expect(check("2026-03-04T22:59:00Z", settings)).toBeUndefined();
    expect(check("2026-03-04T23:00:00Z", settings)).toBe("The date may not be in the future");
  });

  it("blocks the weekdays listed in restrict_days, Monday being 0", () => {
    const weekend = { restrict_days: [5, 6] };
    expect(check("2026-03-06", weekend)).toBeUndefined();
    expect(check("2026-03-07", weekend)).toBe("This day of the week is not allowed");
    expect(check("2026-03-08", weekend)).toBe("This day of the week is not allowed");
    expect(check("2026-03-02", { restrict_days: [0] })).toBe("This day of the week is not allowed");
    // Sunday 23:30 UTC is Monday in Amsterdam.
    expect(check("2026-03-08T23:30:00Z", { withtime: true, restrict_days: [0] })).toBe(
      "This day of the week is not allowed",
    );
  });

  it("formats a date in Dutch medium style and as day/month/year for CSV", () => {
    const item = dateItem();
    expect(date.format("2026-03-01", item, "show", ctx)).toBe("1 mrt 2026");
    expect(date.format("2026-03-01", item, "list", ctx)).toBe("1 mrt 2026");
    expect(date.format("2026-03-01", item, "csv", ctx)).toBe("01/03/2026");
    expect(date.format(null, item, "show", ctx)).toBe("");
  });

  it("formats a date-time in the context's zone", () => {
    const item = dateItem({ withtime: true });
    expect(date.format("2026-03-01T13:05:00Z", item, "show", ctx)).toBe("1 mrt 2026 14:05");
    expect(date.format("2026-03-01T13:05:09Z", item, "csv", ctx)).toBe("01/03/2026 14:05:09");
    const newYork = makeContext({ timezone: "America/New_York" });
    expect(date.format("2026-03-01T13:05:00Z", item, "list", newYork)).toBe("1 mrt 2026 08:05");
  });

  it("searches by day and aggregates to the earliest and latest", () => {
    expect(date.searchOperators).toEqual(["on", "after", "before", "between"]);
    expect(date.aggregations).toEqual(["min", "max"]);
    expect([date.editable, date.sortable]).toEqual([true, true]);
    expect(date.toStrings?.("2026-03-01")).toEqual(["2026-03-01"]);
  });
});
