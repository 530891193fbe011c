import { fieldTypeOf } from "./fields";
import type { CompiledItem, ViewKind } from "./model";
import type { JsonSchema } from "./types";

function valueSchema(item: CompiledItem): JsonSchema {
  const module = fieldTypeOf(item.type);
  return module ? module.valueSchema(item) : {};
}

/** A search filter: an operator plus a value, an end (between), or a min and max (ranges and sliders). */
function filterSchema(item: CompiledItem): JsonSchema {
  const value = valueSchema(item);
  return {
    type: "object",
    properties: {
      type: { enum: [...item.searchOperators] },
      value,
      end: value,
      min: { type: "number" },
      max: { type: "number" },
    },
    additionalProperties: false,
  };
}

/** The JSON Schema of a view's values, keyed by display item id. */
export function buildSchema(items: CompiledItem[], kind: ViewKind, title: string): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const item of items) {
    if (item.kind === "block") continue;
    const schema = kind === "search" ? filterSchema(item) : valueSchema(item);
    properties[item.id] = { ...schema, title: item.label, ...(item.editable ? {} : { readOnly: true }) };
    if (item.required && item.alwaysVisible) required.push(String(item.id));
  }
  return { type: "object", title, properties, ...(required.length ? { required } : {}) };
}
