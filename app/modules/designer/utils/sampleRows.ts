import {
  type CompiledItem,
  fieldTypeOf,
  isEmptyValue,
  type JsonSchema,
  type Values,
  type ViewModel,
} from "../../../../engine";
import type { ListedRecord } from "../../records/api/RecordListAnswer";

/** How many rows the list preview shows. */
const ROWS = 3;

/**
 * A value of the column's own value schema (from the engine), when that schema is a plain string or number:
 * the label numbered, or the number. Anything narrower (a format, a pattern, options, ids) stays empty, and
 * so does a value the type's own check refuses.
 */
function placeholder(list: ViewModel, item: CompiledItem, row: number): unknown {
  const schema = fieldTypeOf(item.type)?.valueSchema(item) as JsonSchema | undefined;
  if (!schema || schema.format || schema.pattern || schema.enum) return undefined;
  const value =
    schema.type === "string"
      ? `${item.label} ${row}`
      : schema.type === "number" || schema.type === "integer"
        ? row
        : undefined;
  if (value === undefined) return undefined;
  const ctx = { context: list.context, now: new Date() };
  return fieldTypeOf(item.type)?.validate?.(value, item, ctx) === undefined ? value : undefined;
}

/**
 * The list preview's rows: the first holds the sample values typed in the edit preview (matched by field
 * key), every row falls back on the edit view's defaults and then on a placeholder of the column's type.
 */
export function sampleRows(list: ViewModel, edit: ViewModel | undefined, values: Values): ListedRecord[] {
  const editIds = new Map(Object.values(edit?.items ?? {}).map((item) => [item.key, item.id]));
  return Array.from({ length: ROWS }, (_, index) => {
    const row = index + 1;
    const content: Record<string, unknown> = {};
    for (const id of list.order) {
      const item = list.items[id];
      if (!item) continue;
      const editId = editIds.get(item.key);
      const sample = row === 1 && editId !== undefined ? values[editId] : undefined;
      const fallback = editId !== undefined ? edit?.defaults[editId] : undefined;
      content[id] = !isEmptyValue(sample)
        ? sample
        : !isEmptyValue(fallback)
          ? fallback
          : placeholder(list, item, row);
    }
    return {
      id: row,
      uuid: "",
      def_dossier_id: list.entity.id,
      // A preview row is no stored record: no environment, no version of its own.
      environment_id: 0,
      summary: null,
      archived: false,
      created_at: "",
      modified_at: "",
      created_by: null,
      modified_by: null,
      version: 1,
      subscribed: false,
      content,
      contents: [],
    };
  });
}
