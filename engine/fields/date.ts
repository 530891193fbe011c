import type { FieldTypeModule } from "../types";
import {
  calendarDateOf,
  DATE_TIME_PATTERN,
  dateLocaleOf,
  formatDateValue,
  isIsoDate,
  isIsoDateTime,
  todayIn,
  toStoredDateTime,
  weekdayFromMonday,
  zoneOf,
} from "./dates";
import { messages } from "./messages";
import { isBlank, toStrings } from "./shared";

/** A date (YYYY-MM-DD) or, with withtime, a UTC date-time; restrictions count in the context's zone. */
const date: FieldTypeModule = {
  type: "date",
  editable: true,
  sortable: true,
  valueSchema(item) {
    return item.fieldSettings.withtime
      ? { type: "string", format: "date-time", pattern: DATE_TIME_PATTERN }
      : { type: "string", format: "date" };
  },
  defaultValue(item, ctx) {
    if (!item.settings.default_current_date && !item.fieldSettings.current_time_as_default) return undefined;
    return item.fieldSettings.withtime ? toStoredDateTime(ctx.now) : todayIn(ctx.now, zoneOf(ctx));
  },
  validate(value, item, ctx) {
    const { withtime, restriction, restrict_days } = item.fieldSettings;
    if (typeof value !== "string" || !(withtime ? isIsoDateTime(value) : isIsoDate(value))) {
      return messages.date;
    }
    const zone = zoneOf(ctx);
    // ISO dates compare correctly as strings.
    const day = calendarDateOf(value, zone);
    const today = todayIn(ctx.now, zone);
    if (restriction === "before_and_eq_current_date" && day > today) return messages.future;
    if (restriction === "after_and_eq_current_date" && day < today) return messages.past;
    // restrict_days lists the weekdays (Monday 0) on which no date may fall.
    if (restrict_days?.includes(weekdayFromMonday(day))) return messages.weekday;
    return undefined;
  },
  isEmpty: isBlank,
  toStrings,
  searchOperators: ["on", "after", "before", "between"],
  aggregations: ["min", "max"],
  format(value, _item, mode, ctx) {
    if (isBlank(value)) return "";
    return typeof value === "string"
      ? formatDateValue(value, mode, zoneOf(ctx), dateLocaleOf(ctx))
      : String(value);
  },
};

export default date;
