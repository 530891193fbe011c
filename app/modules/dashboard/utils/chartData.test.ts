import { describe, expect, it } from "vitest";
import { chartTable, periodLabel, schemeOf, seriesTotals } from "./chartData";

describe("chart data", () => {
  const rows = [
    { def_field_list_id: 1, summary: "Open", period: "2024-04-01", total_items: 2 },
    { def_field_list_id: 1, summary: "Open", period: "2024-01-01", total_items: 3 },
    { def_field_list_id: 2, summary: "Won", period: "2024-01-01", total_items: 1 },
  ];

  it("lays rows out as periods by list options, options in their order, periods in time order", () => {
    expect(chartTable(rows, "quarter")).toEqual({
      series: ["Open", "Won"],
      periods: ["2024 Q1", "2024 Q2"],
      count: { "2024 Q1": { Open: 3, Won: 1 }, "2024 Q2": { Open: 2 } },
    });
    expect(seriesTotals(chartTable(rows))).toEqual([
      { id: "Open", value: 5 },
      { id: "Won", value: 1 },
    ]);
  });

  it("labels periods by the date format and falls back to the default colour scheme", () => {
    expect(periodLabel("2024-07-01", "year_month")).toBe("2024-07");
    expect(periodLabel("2024-07-01", "year")).toBe("2024");
    expect(schemeOf("tableau10")).toBe("tableau10");
    expect(schemeOf("tableau.Tableau10")).toBe("nivo");
  });
});
