import { describe, expect, it } from "vitest";
import { ActiveUser, ChartRow, NewRecordStatistics, OnlineUserStatistics, PieSlice } from "./statistics";
import { check } from "./validate";

const pathsOf = (result: ReturnType<typeof check>) =>
  result.ok ? [] : result.issues.map((i) => i.path).sort();

describe("statistics answers", () => {
  it("accepts realistic answers", () => {
    const week = [
      { created_at: 1, cd_count: 4 },
      { created_at: 5, cd_count: 0 },
    ];
    expect(check(NewRecordStatistics, { lastweek: week, twoweeks: [], threeweeks: week }).ok).toBe(true);
    expect(check(OnlineUserStatistics, { online: 3, offline: 11 }).ok).toBe(true);
    expect(check(ActiveUser, { user_id: 5, username: "a.smit", total_count: 42 }).ok).toBe(true);
    expect(
      check(ChartRow, { yearAnddate: "2026-03", period: "2026-03", def_field_list_id: 14, total_items: 7 })
        .ok,
    ).toBe(true);
    expect(
      check(PieSlice, { percentage: 37.5, total_dossiers: 3, totals: 8, color: "#36a2eb", title: "Done" }).ok,
    ).toBe(true);
  });

  it("rejects weekdays out of range and negative counts", () => {
    const bad = { lastweek: [{ created_at: 8, cd_count: -1 }], twoweeks: [] };
    expect(pathsOf(check(NewRecordStatistics, bad))).toEqual([
      "/lastweek/0/cd_count",
      "/lastweek/0/created_at",
      "/threeweeks",
    ]);
    expect(pathsOf(check(PieSlice, { percentage: "37%", total_dossiers: 3 }))).toEqual([
      "/percentage",
      "/totals",
    ]);
  });
});
