import type { WidgetProps } from "@rjsf/utils";
import type { ComponentType } from "react";
import type { CompiledItem, JsonSchema } from "../engine";

/** How a widget shows an item: the detail page, edit form, list cell, or a search filter. */
export type FieldMode = "show" | "edit" | "list" | "search" | "advanced-search";

export const FIELD_MODES: readonly FieldMode[] = ["show", "edit", "list", "search", "advanced-search"];

/** What a search widget edits: an operator from the item's searchOperators and its operand(s). */
export interface SearchFilter {
  operator?: string;
  value?: unknown;
  /** The upper bound of "between" (dates, numbers). */
  end?: unknown;
}

/** The props Docket's widgets share with rjsf's WidgetProps: taken from it, so the two cannot drift apart. */
type RjsfWidgetProps = Pick<
  WidgetProps,
  | "id"
  | "name"
  | "value"
  | "label"
  | "hideLabel"
  | "required"
  | "disabled"
  | "readonly"
  | "onChange"
  | "autofocus"
  | "placeholder"
  | "rawErrors"
  | "options"
>;

/** rjsf's ui:options as widgets receive them. */
export type WidgetOptions = WidgetProps["options"];

/**
 * The props every widget receives: rjsf's WidgetProps where they match (id, name, value, onChange,
 * required, disabled, readonly, label, hideLabel, rawErrors, options, ...), so the registry stays an
 * rjsf-style widget set; `item` and `mode` are Docket's additions. Where rjsf leaves a prop optional or
 * `any`, Docket always passes it, or narrows it to unknown.
 */
export interface FieldWidgetProps extends RjsfWidgetProps {
  /** The DOM id of the widget's first focusable element; labels point at it. */
  id: string;
  item: CompiledItem;
  mode: FieldMode;
  /** The item's schema in the engine's compiled JSON Schema. */
  schema: JsonSchema;
  value: unknown;
  onBlur?: WidgetProps["onBlur"];
  onFocus?: WidgetProps["onFocus"];
  required: boolean;
  disabled: boolean;
  readonly: boolean;
  hideLabel: boolean;
  /** The item's display settings merged over its base field settings, as rjsf's ui:options. */
  options: WidgetOptions;
}

export type FieldWidget = ComponentType<FieldWidgetProps>;

/** Ranks how well a module serves an item in a mode; -1 means not at all (JSON Forms' tester). */
export type Tester = (item: CompiledItem, mode: FieldMode) => number;

/** One field type's widget module: a component per mode it renders, and how it claims items. */
export interface WidgetModule {
  type: string;
  modes: Partial<Record<FieldMode, FieldWidget>>;
  /** Defaults to rank 1 for items whose widget is `type`. */
  tester?: Tester;
}
