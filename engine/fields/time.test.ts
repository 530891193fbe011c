import { describe, expect, it } from "vitest";
import { fits, makeContext, makeItem } from "./testing";
import time from "./time";

const ctx = makeContext();
const clock = makeItem("time");
const duration = makeItem("time", { settings: { disable_limit: true } });

describe("time", () => {
  it("accepts HH:MM within a day", () => {
    for (const value of ["00:00", "09:30", "23:59"])
      expect(time.validate?.(value, clock, ctx)).toBeUndefined();
    for (const value of ["24:00", "9:30", "12:60", "-1:00", "12:3", "1230", 930]) {
      expect(time.validate?.(value, clock, ctx)).toBe("Enter a valid time (HH:MM)");
    }
  });

  it("lets hours pass 23 with disable_limit, never below zero", () => {
    expect(time.validate?.("36:15", duration, ctx)).toBeUndefined();
    expect(time.validate?.("120:00", duration, ctx)).toBeUndefined();
    expect(time.validate?.("-01:00", duration, ctx)).toBe("Enter a valid time (HH:MM)");
    expect(time.validate?.("36:75", duration, ctx)).toBe("Enter a valid time (HH:MM)");
  });

  it("puts the same rule in the schema", () => {
    expect(fits(time.valueSchema(clock), "23:59")).toBe(true);
    expect(fits(time.valueSchema(clock), "24:00")).toBe(false);
    expect(fits(time.valueSchema(duration), "24:00")).toBe(true);
  });

  it("is shown as it is and aggregated like a number", () => {
    expect(time.format("09:30", clock, "csv", ctx)).toBe("09:30");
    expect(time.format("", clock, "show", ctx)).toBe("");
    expect(time.searchOperators).toEqual(["equals", "between", "greater", "lesser"]);
    expect(time.aggregations).toEqual(["avg", "sum", "min", "max"]);
  });
});
