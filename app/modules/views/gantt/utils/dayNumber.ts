const DAY = 86_400_000;

/** Days since 1970-01-01 of a date value (YYYY-MM-DD, or a date-time whose date part counts). */
export function dayNumber(value: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return undefined;
  return Math.floor(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY);
}

/** The date (YYYY-MM-DD) of a day number. */
export function dayDate(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}
