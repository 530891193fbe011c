import { isEmptyValue, type Values } from "../../../../engine";

const same = (a: unknown, b: unknown) =>
  (isEmptyValue(a) && isEmptyValue(b)) || JSON.stringify(a) === JSON.stringify(b);

/**
 * The values a save sends: those that differ from the stored ones, so that a save over a record someone
 * else changed meanwhile touches only what this user changed (the server merges the rest).
 */
export function changedValues(stored: Values, values: Values): Values {
  return Object.fromEntries(Object.entries(values).filter(([id, value]) => !same(stored[id], value)));
}
