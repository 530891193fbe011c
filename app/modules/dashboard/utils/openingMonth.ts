/**
 * The day a block's month calendar opens on: today when an event falls in this month; else the start of
 * the next event to come, or of the last one past, so the calendar does not open on an empty month.
 */
export function openingMonth(starts: readonly Date[], today: Date): Date {
  const sameMonth = (date: Date) =>
    date.getFullYear() === today.getFullYear() && date.getMonth() === today.getMonth();
  if (starts.length === 0 || starts.some(sameMonth)) return today;
  const sorted = [...starts].sort((a, b) => a.getTime() - b.getTime());
  return sorted.find((date) => date >= today) ?? (sorted.at(-1) as Date);
}
