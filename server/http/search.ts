/** A search text as an ILIKE pattern that finds it anywhere, with its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Reads a yes/no query parameter; anything else means "not given". */
export function booleanParam(value: unknown): boolean | null {
  if (value === true || value === "1" || value === "true") return true;
  if (value === false || value === "0" || value === "false") return false;
  return null;
}
