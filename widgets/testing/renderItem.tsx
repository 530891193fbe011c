import type { CompiledItem, Values, ViewModel } from "../../engine";
import { DocketForm } from "../form/DocketForm";
import type { WidgetServices } from "../services";
import { fixtureCases, modelOf } from "./fixtureModels";
import { render } from "./render";

/** A copy of the model that renders one item only, always shown, optionally changed. */
export function onlyItem(model: ViewModel, itemId: number, change: Partial<CompiledItem> = {}): ViewModel {
  const item = { ...(model.items[itemId] as CompiledItem), alwaysVisible: true, ...change };
  const position = model.layout.positions.find((p) => p.items.includes(itemId));
  const { [itemId]: _dropped, ...visible } = model.rules.visible;
  return {
    ...model,
    rules: { ...model.rules, visible },
    items: { ...model.items, [itemId]: item },
    order: [itemId],
    layout: { ...model.layout, positions: position ? [{ ...position, items: [itemId] }] : [] },
  };
}

/** Renders one item of a model in a form, with the value and services given. */
export function renderItem(
  model: ViewModel,
  itemId: number,
  options: {
    value?: unknown;
    services?: WidgetServices;
    change?: Partial<CompiledItem>;
    values?: Values;
  } = {},
) {
  const single = onlyItem(model, itemId, options.change);
  const values = options.values ?? (options.value === undefined ? {} : { [itemId]: options.value });
  const onChange = { calls: [] as unknown[] };
  const result = render(
    <DocketForm
      model={single}
      values={values}
      services={options.services}
      onChange={(_id, value) => onChange.calls.push(value)}
    />,
  );
  return { ...result, changes: onChange.calls, item: single.items[itemId] as CompiledItem };
}

/** The first item of a field type in a model. */
export function firstOfType(
  model: ViewModel,
  type: string,
  where: (item: CompiledItem) => boolean = () => true,
): number {
  const id = model.order.find((candidate) => {
    const item = model.items[candidate];
    return item?.type === type && where(item);
  });
  if (id === undefined) throw new Error(`No ${type} item in ${model.view}`);
  return id;
}

/** The first item of a type in a view over all fixture entities, with its model. */
export function findItem(
  type: string,
  view: string,
  where: (item: CompiledItem) => boolean = () => true,
  admin = false,
): { model: ViewModel; id: number } {
  for (const { fixture, entityId } of fixtureCases()) {
    const model = modelOf(fixture, entityId, view, admin);
    const id = model.order.find((candidate) => {
      const item = model.items[candidate];
      return item?.type === type && where(item);
    });
    if (id !== undefined) return { model, id };
  }
  throw new Error(`No ${type} item in any ${view} view`);
}
