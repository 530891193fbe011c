import type { Context } from "../schemas/bundle";
import type { PositionType } from "../schemas/displayPosition";
import type { Aggregation, CompiledLink, CompiledOption, ItemDefinition, JsonSchema, Logic } from "./types";

/** How a compiled view is used: to change values, to show them, as list columns, or as search filters. */
export type ViewKind = "edit" | "show" | "list" | "search";

/** One display item as a view renders it. */
export interface CompiledItem extends ItemDefinition {
  /** Where the item's value lives in a record: `f{dataFieldId}`, `l{linkId}`, or `m{name}` for metadata. */
  key: string;
  label: string;
  information: string;
  pretext: string;
  positionId: number;
  rank: number;
  col: number;
  colspan: number;
  rowspan: number;
  /** Whether the user changes this value in this view. */
  editable: boolean;
  /** Required whatever the values (obligatory), before conditions. */
  required: boolean;
  /** Shown whatever the values; otherwise `model.rules.visible` decides. */
  alwaysVisible: boolean;
  sortable: boolean;
  searchOperators: readonly string[];
  aggregations: readonly Aggregation[];
  /** The widget to use: the field type for fields, or "unknown" when the engine knows no such type. */
  widget: string;
  /**
   * The width of the input in characters (the native input's `size`), for types that have one: text takes
   * its base field's `size` setting, default 100. A width only: the length limit stays the type's own.
   */
  inputSize?: number;
}

export interface CompiledPosition {
  id: number;
  type: PositionType;
  label: string;
  rank: number;
  /** Item ids in display order (rank, then column). */
  items: number[];
}

export interface ViewModel {
  entity: { id: number; nameSingular: string; namePlural: string; settings: Record<string, unknown> };
  view: string;
  kind: ViewKind;
  locale: string;
  /** The user, locale and time the model was compiled for. */
  context: Context;
  massUpdate: boolean;
  /** JSON Schema of the values, keyed by display item id. */
  schema: JsonSchema;
  layout: { positions: CompiledPosition[]; hideLabels: boolean };
  items: Record<string, CompiledItem>;
  /** Item ids in display order over all positions. */
  order: number[];
  /** Values a new record starts with, by item id. */
  defaults: Record<string, unknown>;
  /** JSON-Logic over the evaluation data (see evaluate.ts): only for what depends on values. */
  rules: {
    visible: Record<string, Logic>;
    required: Record<string, Logic>;
    calc: Record<string, Logic>;
  };
  /** The field paths display rules read; their values arrive as `paths[path]` (index i is `p.i` in rules). */
  paths: string[];
  /** What each source (a field key or `p{i}`) is read by: rule targets as `visible:ID`, `required:ID`, `calc:ID`. */
  dependents: Record<string, string[]>;
  /** Calc item ids in an order where each comes after the calc items it reads. */
  calcOrder: number[];
  /** Problems found in the metadata that did not stop compiling (unknown formula fields, calc cycles). */
  warnings: string[];
}

export type { CompiledLink, CompiledOption, Logic };
