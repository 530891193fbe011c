const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;
const TIME = /^(\d{1,4}):([0-5]\d)$/;

/** "HH:MM" as minutes since midnight (or as a duration with disable_limit); undefined when unreadable. */
export function minutesOf(value: unknown): number | undefined {
  if (typeof value !== "string") return undefined;
  const match = TIME.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** A date or date-time as an ISO moment for a timestamptz column; undefined when unreadable. */
export function momentOf(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  if (DATE.test(value))
    return Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? undefined : `${value}T00:00:00Z`;
  if (DATE_TIME.test(value)) return Number.isNaN(Date.parse(value)) ? undefined : value;
  return undefined;
}
