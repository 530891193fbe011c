import type { Aggregation, FieldTypeModule, ItemDefinition, JsonSchema } from "../types";
import { messages } from "./messages";
import { idsOf, isBlank, joinValues, toStrings } from "./shared";

/** The value schema of a choice among the options this user may see. */
function optionsSchema(item: ItemDefinition): JsonSchema {
  const ids = item.options.map((option) => option.id);
  // An enum may not be empty; with no visible option only the empty choice remains.
  if (ids.length === 0) return { type: "array", items: { type: "integer" }, maxItems: 0 };
  return { type: "array", items: { type: "integer", enum: ids }, ...(item.multiple ? {} : { maxItems: 1 }) };
}

/** The options a new record starts with: the item's default option, else those marked default. */
function defaultOptions(item: ItemDefinition): number[] | undefined {
  const preferred = item.settings.default_list_option;
  const chosen = item.options.some((option) => option.id === preferred)
    ? [preferred as number]
    : item.options.filter((option) => option.default).map((option) => option.id);
  const ids = item.multiple ? chosen : chosen.slice(0, 1);
  return ids.length > 0 ? ids : undefined;
}

function validateOptions(value: unknown, item: ItemDefinition): string | undefined {
  if (!Array.isArray(value)) return messages.option;
  const visible = new Set(item.options.map((option) => option.id));
  if (!value.every((id) => typeof id === "number" && visible.has(id))) return messages.option;
  if (!item.multiple && value.length > 1) return messages.maxItems;
  return undefined;
}

/** A field whose value is a choice of list options (list, tree). */
export function optionsField(type: string, aggregations: readonly Aggregation[]): FieldTypeModule {
  return {
    type,
    editable: true,
    sortable: true,
    valueSchema: optionsSchema,
    defaultValue: defaultOptions,
    validate: validateOptions,
    isEmpty: isBlank,
    toStrings,
    searchOperators: ["equals", "not_equals", "in"],
    aggregations,
    format(value, item, mode) {
      if (isBlank(value)) return "";
      const labels = new Map(item.options.map((option) => [option.id, option.label]));
      // An option this user may not see (or one since removed) is left out rather than shown as a number.
      const shown = idsOf(value).flatMap((id) => labels.get(id) ?? []);
      return joinValues(shown, mode);
    },
  };
}
