import type { FieldTypeModule, ItemDefinition } from "../types";
import { messages } from "./messages";
import { NUMBER_AGGREGATIONS, NUMBER_SEARCH_OPERATORS } from "./numbers";
import { isBlank, toStrings } from "./shared";

const CLOCK_TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
// With disable_limit the field holds a duration, so hours may pass 23.
const DURATION = /^[0-9]{2,}:[0-5][0-9]$/;

function patternOf(item: ItemDefinition): RegExp {
  return item.settings.disable_limit ? DURATION : CLOCK_TIME;
}

/** A time of day "HH:MM", or with disable_limit a number of hours and minutes. */
const time: FieldTypeModule = {
  type: "time",
  editable: true,
  sortable: true,
  valueSchema: (item) => ({ type: "string", pattern: patternOf(item).source }),
  validate(value, item) {
    return typeof value === "string" && patternOf(item).test(value) ? undefined : messages.time;
  },
  isEmpty: isBlank,
  toStrings,
  searchOperators: NUMBER_SEARCH_OPERATORS,
  aggregations: NUMBER_AGGREGATIONS,
  format(value) {
    return isBlank(value) ? "" : String(value);
  },
};

export default time;
