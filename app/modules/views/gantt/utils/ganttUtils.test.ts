import { describe, expect, it } from "vitest";
import { cutName } from "./cutName";
import { dayDate, dayNumber } from "./dayNumber";
import { ganttScale } from "./ganttScale";
import { outsideProject } from "./outsideProject";
import { progressOf } from "./progressOf";

const day = (date: string) => dayNumber(date) as number;

describe("the Gantt chart's arithmetic", () => {
  it("cuts names longer than 15 characters", () => {
    expect(cutName("Design the home page")).toBe("Design the home…");
    expect(cutName("Exactly fifteen")).toBe("Exactly fifteen");
  });

  it("caps progress at 100 and marks what is over", () => {
    expect(progressOf(130)).toEqual({ value: 130, width: 100, over: true });
    expect(progressOf("40")).toEqual({ value: 40, width: 40, over: false });
    expect(progressOf(100)?.over).toBe(false);
    expect(progressOf(null)).toBeUndefined();
  });

  it("finds a task outside its project's range and the range that holds both", () => {
    const projectRange = { start: "2026-03-01", end: "2026-04-30" };
    expect(outsideProject(projectRange, { start: "2026-03-02", end: "2026-04-30" })).toBeUndefined();
    expect(outsideProject(projectRange, { start: "2026-02-20", end: "2026-03-10" })).toEqual({
      start: "2026-02-20",
      end: "2026-04-30",
    });
    expect(outsideProject(projectRange, { start: "2026-04-01", end: "2026-05-05" })).toEqual({
      start: "2026-03-01",
      end: "2026-05-05",
    });
    expect(
      outsideProject({ start: "2026-03-01" }, { start: "2020-01-01", end: "2030-01-01" }),
    ).toBeUndefined();
  });

  it("reads dates and date-times as day numbers", () => {
    expect(dayDate(day("2026-03-01T23:30:00Z"))).toBe("2026-03-01");
    expect(dayNumber("soon")).toBeUndefined();
  });

  it("scales by day, by ISO week from Monday, and by whole months", () => {
    const days = ganttScale("Day", day("2026-03-30"), day("2026-04-02"));
    expect(days.columns.map((column) => column.label)).toEqual(["30", "31", "1", "2"]);
    expect(days.days).toBe(4);

    // Wednesday 2026-03-04 to Tuesday 2026-03-10: weeks 10 and 11, from Monday 2 March.
    const weeks = ganttScale("Week", day("2026-03-04"), day("2026-03-10"));
    expect(weeks.first).toBe(day("2026-03-02"));
    expect(weeks.columns.map((column) => column.week)).toEqual([10, 11]);
    expect(weeks.days).toBe(14);

    const months = ganttScale("Month", day("2026-01-15"), day("2026-03-02"));
    expect(months.first).toBe(day("2026-01-01"));
    expect(months.columns.map((column) => column.span)).toEqual([31, 28, 31]);
    expect(months.columns[1]?.label).toBe("Feb 2026");
    expect(months.pxPerDay).toBeLessThan(weeks.pxPerDay);
  });
});
