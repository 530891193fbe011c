import { memo, useMemo } from "react";
import type { CompiledItem, ViewModel } from "../../../../engine";
import { widgetRegistry } from "../../../../widgets/fields";
import type { WidgetOptions } from "../../../../widgets/types";

export interface ListCellProps {
  model: ViewModel;
  item: CompiledItem;
  recordId: number;
  value: unknown;
}

const NO_ERRORS: string[] = [];
const ignore = () => {};

/** One value of a row as the item's widget shows it in list mode (formatted by the engine). */
export const ListCell = memo(function ListCell({ model, item, recordId, value }: ListCellProps) {
  const Widget = useMemo(() => widgetRegistry.widgetFor(item, "list"), [item]);
  const options = useMemo(() => ({ ...item.fieldSettings, ...item.settings }) as WidgetOptions, [item]);
  const schema = ((model.schema.properties ?? {}) as Record<string, Record<string, unknown>>)[item.id] ?? {};
  return (
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
});
