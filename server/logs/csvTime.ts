/** How the log files tell a moment: 2026-11-26 14:05:09 in Europe/Amsterdam, where the app tells times. */
const format = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Amsterdam",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

export function csvTime(iso: string): string {
  return format.format(new Date(iso));
}
