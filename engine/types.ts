import type { BaseFieldSettings } from "../schemas/baseField";
import type { Context } from "../schemas/bundle";
import type { DisplayItemSettings } from "../schemas/displayItem";

/** A JSON-Logic expression. The engine only produces standard operations plus the few registered in logic.ts. */
export type Logic = unknown;

/** A JSON Schema fragment (draft 2020-12 subset as rjsf and ajv read it). */
export type JsonSchema = Record<string, unknown>;

export type ItemKind = "field" | "link" | "block" | "dossier_data";

/** How a value is shown: on the detail page, in a list cell, or in a CSV export cell. */
export type FormatMode = "show" | "list" | "csv";

/** A list option as the current user may see it. */
export interface CompiledOption {
  id: number;
  label: string;
  color: string;
  rank: number;
  default: boolean;
  parent: number | null;
  /** Only admins see options hidden for some roles; they carry this marker. */
  restricted: boolean;
}

export interface CompiledLink {
  id: number;
  name: string;
  typeOfLink: "select" | "embeddedList";
  childDefDossierId: number;
  backLinkId: number | null;
  multiple: boolean;
}

/** Everything a field type module may read about the item it serves. */
export interface ItemDefinition {
  id: number;
  kind: ItemKind;
  /** The field type name; links have "link", metadata items "dossier_data", blocks "block". */
  type: string;
  /** Base field settings (def_field.settings). */
  fieldSettings: BaseFieldSettings;
  /** Display item settings. */
  settings: DisplayItemSettings;
  /** Visible list options, by rank (list and tree). */
  options: CompiledOption[];
  link: CompiledLink | null;
  /** Whether several values may be chosen (list, user, tree, link, file). */
  multiple: boolean;
}

/** The context a field type module sees while validating or defaulting. */
export interface FieldContext {
  context: Context;
  /** The current time (context.now, else the clock). */
  now: Date;
  /**
   * The locale dates and numbers are written in for people ("en_GB", "nl-NL"): the user's interface
   * language. Absent (the server, CSV), Dutch notation, the data's own.
   */
  formatLocale?: string;
}

/** One field type, described once: its value schema, default, validation, search, aggregation and formatting. */
export interface FieldTypeModule {
  type: string;
  /** Whether users type or pick the value (false: calc, autoIncrement, customActionButton). */
  editable: boolean;
  /** Whether a list can be sorted on it. */
  sortable: boolean;
  /** JSON Schema of one value. */
  valueSchema(item: ItemDefinition): JsonSchema;
  /** The value a new record starts with, or undefined. */
  defaultValue?(item: ItemDefinition, ctx: FieldContext): unknown;
  /** A message in the spec's words when a non-empty value is wrong, else undefined. */
  validate?(value: unknown, item: ItemDefinition, ctx: FieldContext): string | undefined;
  /** Whether a value counts as not filled in (default: undefined, null, "", [] and blank strings). */
  isEmpty?(value: unknown): boolean;
  /** The value as strings, for conditions ("equals" / "notequals" compare these). */
  toStrings?(value: unknown): string[];
  /** The operators offered in the search views. */
  searchOperators: readonly string[];
  /** The aggregate functions offered in a list footer. */
  aggregations: readonly Aggregation[];
  /** The value as text for people. */
  format(value: unknown, item: ItemDefinition, mode: FormatMode, ctx: FieldContext): string;
  /** The width of the item's input in characters, for types whose settings give one (text: size). */
  inputSize?(item: ItemDefinition): number;
}

export type Aggregation = "avg" | "sum" | "min" | "max" | "unique";
