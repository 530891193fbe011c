import { applyLogic } from "../logic";
import { DEFAULT_TIME_ZONE, instantDay } from "../query/days";
import type { Logic } from "../types";
import { TIME_ZONE_KEY, TODAY_KEY } from "./formulaToLogic";
import { calcNumber } from "./operations";

/**
 * The clock part of a formula's data: today's date in the time zone, and the zone itself, which
 * days_between and age use to place date-times on a calendar day. Spread it into the data next to the values.
 */
export function formulaClock(now: Date, timezone: string = DEFAULT_TIME_ZONE): Record<string, string | null> {
  return { [TODAY_KEY]: instantDay(now.getTime(), timezone), [TIME_ZONE_KEY]: timezone };
}

/** Evaluates translated formula logic: a finite number, or null when the result is empty, not a number or infinite. */
export function evaluateFormula(logic: Logic, data: unknown): number | null {
  const result = calcNumber(applyLogic(logic, data));
  // -0 (from -{a} with a = 0, or rounding -0.4) is shown to people as 0.
  return result === 0 ? 0 : result;
}
