import { memo, type ReactNode, useMemo } from "react";
import type { CompiledItem, ViewModel } from "../../../../engine";
import { useWidgetEnvironment, WidgetEnvironmentContext } from "../../../../widgets/environment";
import { widgetRegistry } from "../../../../widgets/fields";
import type { WidgetOptions } from "../../../../widgets/types";

export interface ListCellProps {
  model: ViewModel;
  item: CompiledItem;
  recordId: number;
  value: unknown;
  /** The row's summary, to name the record in an action button's dialog. */
  summary?: string | null;
}

const NO_ERRORS: string[] = [];
const ignore = () => {};

/** One value of a row as the item's widget shows it in list mode (formatted by the engine). */
export const ListCell = memo(function ListCell({ model, item, recordId, value, summary }: ListCellProps) {
  const Widget = useMemo(() => widgetRegistry.widgetFor(item, "list"), [item]);
  const options = useMemo(() => ({ ...item.fieldSettings, ...item.settings }) as WidgetOptions, [item]);
  const schema = ((model.schema.properties ?? {}) as Record<string, Record<string, unknown>>)[item.id] ?? {};
  const cell = (
    <Widget
      id={`dk-cell-${recordId}-${item.id}`}
      name={String(item.id)}
      item={item}
      mode="list"
      schema={schema}
      value={value}
      onChange={ignore}
      required={false}
      disabled={false}
      readonly
      label={item.label}
      hideLabel
      rawErrors={NO_ERRORS}
      options={options}
    />
  );
  if (item.widget !== "customActionButton") return cell;
  return (
    <RowRecord id={recordId} summary={summary}>
      {cell}
    </RowRecord>
  );
});

/** An action button acts on its row's record: the list's services with that record as the saved one. */
function RowRecord({
  id,
  summary,
  children,
}: {
  id: number;
  summary?: string | null | undefined;
  children: ReactNode;
}) {
  const environment = useWidgetEnvironment();
  const row = useMemo(
    () => ({
      ...environment,
      services: { ...environment.services, record: { id, summary: summary ?? null } },
    }),
    [environment, id, summary],
  );
  return <WidgetEnvironmentContext.Provider value={row}>{children}</WidgetEnvironmentContext.Provider>;
}
