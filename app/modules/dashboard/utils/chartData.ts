import type { ChartRow } from "../api/Block";

/** The colour schemes a block may name (nivo's); anything else draws in the default one. */
export const COLOR_SCHEMES = [
  "nivo",
  "category10",
  "accent",
  "dark2",
  "paired",
  "pastel1",
  "pastel2",
  "set1",
  "set2",
  "set3",
  "tableau10",
  "brown_blueGreen",
  "purpleRed_green",
  "pink_yellowGreen",
  "purple_orange",
  "red_blue",
  "red_grey",
  "red_yellow_blue",
  "red_yellow_green",
  "spectral",
  "blues",
  "greens",
  "greys",
  "oranges",
  "purples",
  "reds",
  "blue_green",
  "blue_purple",
  "green_blue",
  "orange_red",
  "purple_blue_green",
  "purple_blue",
  "purple_red",
  "red_purple",
  "yellow_green_blue",
  "yellow_green",
  "yellow_orange_brown",
  "yellow_orange_red",
] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

export const schemeOf = (scheme: string | null | undefined): ColorScheme =>
  (COLOR_SCHEMES as readonly string[]).includes(scheme ?? "") ? (scheme as ColorScheme) : "nivo";

/** A period key (the first day, YYYY-MM-DD) as a short label by the date format. */
export function periodLabel(period: string, format: string | null | undefined): string {
  const [year = "", month = "01"] = period.split("-");
  if (format === "year") return year;
  if (format === "quarter") return `${year} Q${Math.floor((Number(month) - 1) / 3) + 1}`;
  if (format === "week" || format === "day") return period;
  return `${year}-${month}`;
}

export interface ChartTable {
  /** The series: list option texts in option order. */
  series: string[];
  /** The periods in order; one empty label when the rows have none. */
  periods: string[];
  /** count[period][series] */
  count: Record<string, Record<string, number>>;
}

/** The rows as a table of periods by list options (a single period "" without dates). */
export function chartTable(rows: readonly ChartRow[], format?: string | null, total = "Total"): ChartTable {
  const series: string[] = [];
  const periods: string[] = [];
  const count: Record<string, Record<string, number>> = {};
  const sorted = [...rows].sort((a, b) => String(a.period ?? "").localeCompare(String(b.period ?? "")));
  for (const row of sorted) {
    const name = row.summary || (row.def_field_list_id ? String(row.def_field_list_id) : total);
    const period = row.period ? periodLabel(row.period, format) : "";
    if (!series.includes(name)) series.push(name);
    if (!periods.includes(period)) periods.push(period);
    const cell = count[period] ?? {};
    count[period] = cell;
    cell[name] = (cell[name] ?? 0) + row.total_items;
  }
  // Series keep the order of the rows (list option order), not the order periods bring them in.
  const ordered = rows.map((r) => r.summary || (r.def_field_list_id ? String(r.def_field_list_id) : total));
  series.sort((a, b) => ordered.indexOf(a) - ordered.indexOf(b));
  return { series, periods, count };
}

/** The sum of each series over all periods. */
export function seriesTotals(table: ChartTable): { id: string; value: number }[] {
  return table.series.map((name) => ({
    id: name,
    value: table.periods.reduce((sum, period) => sum + (table.count[period]?.[name] ?? 0), 0),
  }));
}
