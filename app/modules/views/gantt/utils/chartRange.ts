import { dayNumber } from "./dayNumber";
import type { GanttRow } from "./GanttRow";

/** The first and last day (day numbers) any bar covers; today alone when no bar has dates. */
export function chartRange(rows: GanttRow[], today: string): { from: number; to: number } {
  const days = rows
    .flatMap((row) => [row.start, row.end])
    .map((value) => (value ? dayNumber(value) : undefined))
    .filter((day): day is number => day !== undefined);
  if (days.length === 0) {
    const day = dayNumber(today) as number;
    return { from: day, to: day };
  }
  return { from: Math.min(...days), to: Math.max(...days) };
}
