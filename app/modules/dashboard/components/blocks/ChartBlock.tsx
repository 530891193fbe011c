import { HStack, NativeSelect, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { DATE_FORMATS } from "../../../../../schemas/names";
import { useT } from "../../../../i18n/useT";
import type { Block, ChartRow } from "../../api/Block";
import { useBlockData } from "../../hooks/useBlockData";
import { isYes } from "../../utils/blockTitle";
import { chartTable } from "../../utils/chartData";
import { BlockState } from "../BlockState";
import { ChartView } from "./ChartView";

const FORMAT_LABELS: Record<(typeof DATE_FORMATS)[number], string> = {
  year_month: "Month",
  quarter: "Quarter",
  year: "Year",
};

/**
 * count_list_options, count_link_options and date_statistics: counts per list option (and period) drawn
 * as the block's chart. A chart without its count field fetches nothing (spec 1-platform section 5).
 */
export function ChartBlock({ block, title }: { block: Block; title: string }) {
  const t = useT();
  const settings = block.settings;
  const hasDates = !!settings.date_field || isYes(settings.use_creation_date);
  const [dateFormat, setDateFormat] = useState(settings.date_format ?? undefined);
  const ready =
    block.type === "count_link_options"
      ? !!settings.count_link_field
      : block.type === "date_statistics"
        ? !!settings.date_field
        : !!settings.count_list_field;
  const query =
    block.type === "count_list_options" && hasDates && dateFormat ? { date_format: dateFormat } : {};
  const data = useBlockData<ChartRow[]>(block, query, ready);
  if (!ready) return <BlockState state="empty" />;
  if (data.isPending) return <BlockState state="loading" />;
  if (data.isError) return <BlockState state="error" />;
  if (data.data.results.length === 0) return <BlockState state="empty" />;
  const format = block.type === "date_statistics" ? settings.period : dateFormat;
  return (
    <Stack h="100%" gap="1">
      {block.type === "count_list_options" && hasDates && (
        <HStack justify="flex-end">
          <NativeSelect.Root size="xs" width="auto">
            <NativeSelect.Field
              aria-label={t("Date format")}
              value={dateFormat ?? ""}
              onChange={(event) => setDateFormat((event.target.value || undefined) as typeof dateFormat)}
            >
              {DATE_FORMATS.map((value) => (
                <option key={value} value={value}>
                  {t(FORMAT_LABELS[value])}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        </HStack>
      )}
      <ChartView
        table={chartTable(data.data.results, format, t("Total"))}
        settings={settings}
        label={title}
      />
    </Stack>
  );
}
