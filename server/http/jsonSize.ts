/** Free-form settings are stored as given, so their size is bounded: as JSON, at most `maxBytes`. */
export function tooLarge(value: unknown, maxBytes: number): boolean {
  return value !== undefined && Buffer.byteLength(JSON.stringify(value) ?? "") > maxBytes;
}

export const TOO_LARGE = "This value is too large";
