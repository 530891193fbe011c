import { format, subMilliseconds } from "date-fns";
import type { CompiledItem, Values } from "../../../../../engine";

/** A moment as a date item stores it: a UTC date-time with withtime, else the local day. */
const stored = (item: CompiledItem, moment: Date) =>
  item.fieldSettings.withtime ? `${moment.toISOString().slice(0, 19)}Z` : format(moment, "yyyy-MM-dd");

/**
 * A new record's values from a selected calendar slot: the form's defaults with the start item (setting
 * calendar_edit_start) and the end item (calendar_edit_end) filled; a whole-day end is its last day.
 */
export function prefillValues(
  defaults: Record<string, unknown>,
  slot: { start: Date; end: Date },
  startItem?: CompiledItem,
  endItem?: CompiledItem,
): Values {
  const values: Values = { ...defaults };
  if (startItem) values[startItem.id] = stored(startItem, slot.start);
  if (endItem) {
    // The calendar's end is exclusive: a slot of whole days ends at the next midnight.
    const lastDay =
      !endItem.fieldSettings.withtime && slot.end > slot.start ? subMilliseconds(slot.end, 1) : slot.end;
    values[endItem.id] = stored(endItem, lastDay);
  }
  return values;
}
