/** Spec 9: a secure share is valid for 7 days from today by default, written DD-MM-YYYY. */
export const DEFAULT_VALID_DAYS = 7;

const amsterdamDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" });

/** A day as DD-MM-YYYY, `days` after today in Amsterdam. */
export function dayFromToday(days: number, now = new Date()): string {
  const [year, month, day] = amsterdamDay.format(now).split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return date.toISOString().slice(0, 10).split("-").reverse().join("-");
}

/** YYYY-MM-DD of a DD-MM-YYYY text, when it is a real day; else null. */
export function isoOfDay(text: string): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}
