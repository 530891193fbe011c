import { describe, expect, it } from "vitest";
import { visibleRange } from "./visibleRange";

// Wednesday 15 April 2026.
const date = new Date(2026, 3, 15);

describe("visibleRange", () => {
  it("gives the whole weeks (Monday to Sunday) around a month", () => {
    expect(visibleRange(date, "month")).toEqual({ start: "2026-03-30", end: "2026-05-03" });
  });

  it("gives a week, a work week and a day", () => {
    expect(visibleRange(date, "week")).toEqual({ start: "2026-04-13", end: "2026-04-19" });
    expect(visibleRange(date, "work_week")).toEqual({ start: "2026-04-13", end: "2026-04-17" });
    expect(visibleRange(date, "day")).toEqual({ start: "2026-04-15", end: "2026-04-15" });
  });
});
