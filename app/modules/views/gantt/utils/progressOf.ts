/** A bar's progress: the value as a number, the drawn width capped at 100, over 100 marked (drawn red). */
export function progressOf(value: unknown): { value: number; width: number; over: boolean } | undefined {
  const number = typeof value === "number" ? value : typeof value === "string" ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) return undefined;
  return { value: number, width: Math.min(100, Math.max(0, number)), over: number > 100 };
}
