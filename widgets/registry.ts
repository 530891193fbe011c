import type { CompiledItem } from "../engine";
import { UnknownField } from "./controls/UnknownField";
import type { FieldMode, FieldWidget, Tester, WidgetModule } from "./types";

export const NOT_APPLICABLE = -1;

/** A tester that gives `rank` to the items the predicate accepts (JSON Forms' rankWith). */
export function rankWith(rank: number, predicate: (item: CompiledItem, mode: FieldMode) => boolean): Tester {
  return (item, mode) => (predicate(item, mode) ? rank : NOT_APPLICABLE);
}

/** Claims the items whose compiled widget is this type. */
export const isWidget = (type: string) => (item: CompiledItem) => item.widget === type;

/** Where a mode borrows from when a module has no component of its own for it. */
const FALLBACK: Record<FieldMode, FieldMode | undefined> = {
  "advanced-search": "search",
  list: "show",
  search: undefined,
  show: undefined,
  edit: undefined,
};

function componentFor(module: WidgetModule, mode: FieldMode): FieldWidget | undefined {
  for (let current: FieldMode | undefined = mode; current; current = FALLBACK[current]) {
    const component = module.modes[current];
    if (component) return component;
  }
  return undefined;
}

export interface WidgetRegistry {
  readonly modules: readonly WidgetModule[];
  /** The best-ranked widget for the item and mode; the 'Unknown field type' alert when none claims it. */
  widgetFor(item: CompiledItem, mode: FieldMode): FieldWidget;
  /** A registry with more modules; on equal rank the later module wins, so additions override. */
  extend(...modules: WidgetModule[]): WidgetRegistry;
}

export function createRegistry(modules: readonly WidgetModule[]): WidgetRegistry {
  const testers = modules.map((module) => module.tester ?? rankWith(1, isWidget(module.type)));
  return {
    modules,
    widgetFor(item, mode) {
      let best: FieldWidget | undefined;
      let bestRank = NOT_APPLICABLE;
      modules.forEach((module, index) => {
        const rank = (testers[index] as Tester)(item, mode);
        const component = rank >= bestRank && rank > NOT_APPLICABLE ? componentFor(module, mode) : undefined;
        if (component) {
          best = component;
          bestRank = rank;
        }
      });
      return best ?? UnknownField;
    },
    extend(...more) {
      return createRegistry([...modules, ...more]);
    },
  };
}
