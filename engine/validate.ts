import { fieldContextOf } from "./compile";
import { evaluate, type PathValues, type Values } from "./evaluate";
import { fieldTypeOf } from "./fields";
import type { CompiledItem, ViewModel } from "./model";
import type { FieldContext, JsonSchema } from "./types";
import { isEmptyFor } from "./values";

export const REQUIRED_MESSAGE = "This is a required field";
export const INVALID_MESSAGE = "This value is not valid";

const JSON_TYPES: Record<string, (v: unknown) => boolean> = {
  string: (v) => typeof v === "string",
  number: (v) => typeof v === "number" && Number.isFinite(v),
  integer: (v) => Number.isInteger(v),
  boolean: (v) => typeof v === "boolean",
  array: Array.isArray,
  object: (v) => typeof v === "object" && v !== null && !Array.isArray(v),
  null: (v) => v === null,
};

/** Whether a value has the JSON shape of its schema (types of the value and of array items); the rest is the field type's. */
function hasShape(value: unknown, schema: JsonSchema): boolean {
  const types = schema.type === undefined ? [] : ([] as unknown[]).concat(schema.type);
  if (types.length > 0 && !types.some((t) => JSON_TYPES[t as string]?.(value))) return false;
  const items = schema.items as JsonSchema | undefined;
  return !(Array.isArray(value) && items && !value.every((v) => hasShape(v, items)));
}

/** The message for one visible item's value, or undefined. */
function checkItem(
  item: CompiledItem,
  schema: JsonSchema,
  value: unknown,
  required: boolean,
  ctx: FieldContext,
): string | undefined {
  if (isEmptyFor(item, value)) return required ? REQUIRED_MESSAGE : undefined;
  const module = fieldTypeOf(item.type);
  if (!module) return undefined;
  if (!hasShape(value, schema)) return INVALID_MESSAGE;
  return module.validate?.(value, item, ctx);
}

/**
 * Validates values of an editing view: required items (obligatory or required by a condition) and each field
 * type's rules, for the items shown. Answers messages by display item id; empty when all is well.
 * The server calls this very function on every write.
 */
export function validate(model: ViewModel, values: Values, paths: PathValues = {}): Record<string, string> {
  if (model.kind !== "edit") return {};
  const state = evaluate(model, values, paths);
  const ctx = fieldContextOf(model);
  const errors: Record<string, string> = {};
  const schemas = model.schema.properties as Record<string, JsonSchema>;
  for (const id of model.order) {
    const item = model.items[id] as CompiledItem;
    if (!item.editable || !state.visible.has(item.id)) continue;
    const message = checkItem(item, schemas[id] ?? {}, values[id], state.required.has(item.id), ctx);
    if (message) errors[id] = message;
  }
  return errors;
}

/** Only the values a user may write in this view: editable items the user is allowed to see. */
export function writableValues(model: ViewModel, values: Values): Values {
  const result: Values = {};
  for (const [id, value] of Object.entries(values)) if (model.items[id]?.editable) result[id] = value;
  return result;
}
