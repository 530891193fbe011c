import { Box, Table } from "@chakra-ui/react";
import { Bar } from "@nivo/bar";
import { Line } from "@nivo/line";
import { Pie } from "@nivo/pie";
import { useRef } from "react";
import type { DashboardBlockSettings } from "../../../../../schemas";
import { useElementSize } from "../../hooks/useElementSize";
import { isYes } from "../../utils/blockTitle";
import { type ChartTable, schemeOf, seriesTotals } from "../../utils/chartData";

type Direction = "left-to-right" | "right-to-left" | "top-to-bottom" | "bottom-to-top";

/** A nivo legend in the block's direction; none when the block names none. */
function legendsOf(direction: string | null | undefined, anchor: "bottom" | "right") {
  if (!direction) return [];
  return [
    {
      anchor,
      direction: direction === "top-to-bottom" || direction === "bottom-to-top" ? "column" : "row",
      itemDirection: direction as Direction,
      translateY: anchor === "bottom" ? 56 : 0,
      translateX: anchor === "right" ? 110 : 0,
      itemWidth: 100,
      itemHeight: 18,
      symbolSize: 12,
    } as const,
  ];
}

/**
 * A chart of counts per list option (and period) as the block's settings say: pie, bar (grouped or
 * stacked, vertical or horizontal), line or table; labels, grid and legend when asked for.
 */
export function ChartView({
  table,
  settings,
  label,
}: {
  table: ChartTable;
  settings: DashboardBlockSettings;
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const { width, height } = useElementSize(box);
  const format = settings.chart_format ?? "bar";
  const colors = { scheme: schemeOf(settings.scheme) };
  const labels = isYes(settings.enable_labels);
  const grid = isYes(settings.enable_grid);
  const legend = settings.legend_direction;
  const size = { width, height: Math.max(120, height) };
  // Many periods side by side: their labels lean so that they do not overlap.
  const lean = table.periods.length > Math.max(4, Math.floor(width / 70));
  // A narrow chart has no room beside it: its legend goes below, in a row.
  const legendBelow = width < 480;
  const bottom = (lean ? 64 : 40) + (legend && legendBelow ? 28 : 0);
  const right = legend && !legendBelow ? 120 : 16;
  const legendOf = (at: string | null | undefined) =>
    legendsOf(legendBelow && at ? "left-to-right" : at, legendBelow ? "bottom" : "right");

  if (format === "table") {
    const byOption = isYes(settings.reverse_axis);
    const rows = byOption ? table.series : table.periods;
    const columns = byOption ? table.periods : table.series;
    const cell = (row: string, column: string) =>
      (byOption ? table.count[column]?.[row] : table.count[row]?.[column]) ?? 0;
    return (
      <Table.ScrollArea maxH={isYes(settings.show_y_scroll) ? "100%" : undefined} h="100%">
        <Table.Root size="sm" aria-label={label} data-table-layout={settings.table_layout ?? "ver1"}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader />
              {columns.map((column) => (
                <Table.ColumnHeader key={column} textAlign="end">
                  {column}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row}>
                <Table.Cell fontWeight="semibold">{row}</Table.Cell>
                {columns.map((column) => (
                  <Table.Cell key={column} textAlign="end">
                    {cell(row, column)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    );
  }

  let chart: React.ReactNode;
  if (format === "pie") {
    chart = (
      <Pie
        {...size}
        data={seriesTotals(table).filter((slice) => slice.value > 0)}
        margin={{ top: 16, right: 16, bottom: legend ? 56 : 16, left: 16 }}
        innerRadius={0.5}
        padAngle={0.7}
        cornerRadius={3}
        colors={colors}
        enableArcLabels={labels}
        enableArcLinkLabels={labels && width > 320}
        legends={legendsOf(legend, "bottom")}
        animate={false}
      />
    );
  } else if (format === "line") {
    chart = (
      <Line
        {...size}
        data={table.series.map((name) => ({
          id: name,
          data: table.periods.map((period) => ({ x: period || label, y: table.count[period]?.[name] ?? 0 })),
        }))}
        margin={{ top: 16, right: Math.max(24, right), bottom, left: 48 }}
        axisBottom={{ tickRotation: lean ? -45 : 0 }}
        colors={colors}
        enableGridX={grid}
        enableGridY={grid}
        enablePointLabel={labels}
        pointSize={6}
        useMesh
        legends={legendOf(legend)}
        animate={false}
      />
    );
  } else {
    const horizontal = settings.chart_layout === "horizontal";
    chart = (
      <Bar
        {...size}
        data={table.periods.map((period) => ({ period: period || label, ...(table.count[period] ?? {}) }))}
        keys={table.series}
        indexBy="period"
        groupMode={settings.group_format === "stacked" ? "stacked" : "grouped"}
        layout={horizontal ? "horizontal" : "vertical"}
        margin={{
          top: 16,
          right: legend ? 120 : 16,
          bottom: horizontal ? 40 : bottom,
          left: horizontal ? 80 : 48,
        }}
        axisBottom={{ tickRotation: lean && !horizontal ? -45 : 0 }}
        padding={0.25}
        colors={colors}
        enableLabel={labels}
        enableGridX={grid && horizontal}
        enableGridY={grid && !horizontal}
        legends={
          legend
            ? [
                {
                  dataFrom: "keys",
                  ...legendOf(legend)[0],
                  translateY: legendBelow ? bottom - 8 : 0,
                } as never,
              ]
            : []
        }
        animate={false}
      />
    );
  }
  return (
    <Box ref={box} h="100%" minH="120px" role="img" aria-label={label} data-chart={format}>
      {chart}
    </Box>
  );
}
