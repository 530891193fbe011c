import type { FieldTypeModule } from "../types";
import { messages } from "./messages";
import { isBlank, toStrings } from "./shared";
import { TEXT_SEARCH_OPERATORS } from "./text";

/**
 * A one-line text whose form is checked (email, url): a JSON Schema format, the check that agrees with it,
 * and 'Unknown' when empty (the spec's word; an empty cell in CSV).
 */
export function checkedTextField(
  type: string,
  format: string,
  isValid: (value: string) => boolean,
  message: string,
): FieldTypeModule {
  return {
    type,
    editable: true,
    sortable: true,
    valueSchema: () => ({ type: "string", format }),
    validate: (value) => (typeof value === "string" && isValid(value) ? undefined : message),
    isEmpty: isBlank,
    toStrings,
    searchOperators: TEXT_SEARCH_OPERATORS,
    aggregations: [],
    format(value, _item, mode) {
      if (isBlank(value)) return mode === "csv" ? "" : messages.unknown;
      return String(value);
    },
  };
}
