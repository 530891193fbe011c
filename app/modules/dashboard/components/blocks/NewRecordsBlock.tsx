import { useT } from "../../../../i18n/useT";
import type { Block } from "../../api/Block";
import { useBlockData } from "../../hooks/useBlockData";
import type { ChartTable } from "../../utils/chartData";
import { BlockState } from "../BlockState";
import { ChartView } from "./ChartView";

type Week = { created_at: number; cd_count: number }[];
const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** new_dossier_statistics: records created per weekday, this week against the two before, as bars. */
export function NewRecordsBlock({ block, title }: { block: Block; title: string }) {
  const t = useT();
  const data = useBlockData<{ lastweek: Week; twoweeks: Week; threeweeks: Week }>(block);
  if (data.isPending) return <BlockState state="loading" />;
  if (data.isError) return <BlockState state="error" />;
  const weeks: [string, Week][] = [
    [t("Three weeks ago"), data.data.results.threeweeks],
    [t("Two weeks ago"), data.data.results.twoweeks],
    [t("Last week"), data.data.results.lastweek],
  ];
  const table: ChartTable = {
    series: weeks.map(([name]) => name),
    periods: WEEKDAYS.map((day) => t(day)),
    count: Object.fromEntries(
      WEEKDAYS.map((day, index) => [
        t(day),
        Object.fromEntries(
          weeks.map(([name, week]) => [name, week.find((d) => d.created_at === index + 1)?.cd_count ?? 0]),
        ),
      ]),
    ),
  };
  return (
    <ChartView
      table={table}
      settings={{
        chart_format: "bar",
        group_format: "grouped",
        legend_direction: "top-to-bottom",
        scheme: block.settings.scheme,
      }}
      label={title}
    />
  );
}
