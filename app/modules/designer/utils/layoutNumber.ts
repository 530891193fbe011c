/** A layout entry as a whole number of at least 0 (and at most `max`), or undefined when it is not one. */
export function layoutNumber(text: string, max = Number.POSITIVE_INFINITY): number | undefined {
  if (!/^\s*\d+\s*$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) && value <= max ? value : undefined;
}
