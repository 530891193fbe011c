import { NativeSelect, Stack, Table, Text } from "@chakra-ui/react";
import type { CompiledItem } from "../../../../engine";
import { useWidgetEnvironment } from "../../../../widgets/environment";
import { formatValue } from "../../../../widgets/format";
import { useT } from "../../../i18n/useT";
import type { ListAggregation } from "../api/RecordListAnswer";

export interface AggregateRowProps {
  columns: CompiledItem[];
  chosen: Record<string, string>;
  results: ListAggregation[];
  onChoose: (itemId: number, fn: string) => void;
}

const FUNCTION_LABELS: Record<string, string> = {
  avg: "Average",
  sum: "Sum",
  min: "Minimum",
  max: "Maximum",
  unique: "Unique",
};

/** The footer row for admins: per column one of the functions its type offers, and the answer's figure. */
export function AggregateRow({ columns, chosen, results, onChoose }: AggregateRowProps) {
  const t = useT();
  const { formatContext } = useWidgetEnvironment();
  /** A figure as the column shows its values (amounts, dates, times); 'unique' counts stay numbers. */
  const shown = (item: CompiledItem, fn: string, value: ListAggregation["value"]) => {
    if (value === null) return "–";
    if (fn === "unique") return String(value);
    return formatValue(item, value, "list", formatContext) || String(value);
  };
  return (
    <Table.Row data-aggregates="">
      <Table.Cell colSpan={3} color="fg.muted" fontSize="xs" fontWeight="semibold">
        {t("Aggregate")}
      </Table.Cell>
      {columns.map((item) => {
        if (item.aggregations.length === 0) return <Table.Cell key={item.id} />;
        const fn = chosen[item.id] ?? "";
        const result = results.find((r) => r.field === item.id && r.function === fn);
        return (
          <Table.Cell key={item.id}>
            <Stack gap="1">
              <NativeSelect.Root size="xs">
                <NativeSelect.Field
                  aria-label={t("Aggregate of {column}", { column: item.label })}
                  value={fn}
                  onChange={(event) => onChoose(item.id, event.target.value)}
                >
                  <option value="">{t("None")}</option>
                  {item.aggregations.map((name) => (
                    <option key={name} value={name}>
                      {t(FUNCTION_LABELS[name] ?? name)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {result && (
                <Text fontWeight="semibold" data-aggregate-value="">
                  {shown(item, fn, result.value)}
                </Text>
              )}
            </Stack>
          </Table.Cell>
        );
      })}
    </Table.Row>
  );
}
