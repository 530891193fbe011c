type Query = Record<string, unknown>;

/** The first value of a query parameter given once or repeated, as text; undefined when absent or "". */
export function first(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v === undefined || v === null || v === "" ? undefined : String(v);
}

/** A list parameter given as repeated values, `name[]`, or comma-separated text. */
export function listParam(query: Query, name: string): string[] {
  const raw = [query[name], query[`${name}[]`]].flat().filter((v) => v !== undefined && v !== null);
  return raw
    .flatMap((v) => String(v).split(","))
    .map((v) => v.trim())
    .filter((v) => v !== "");
}

/** A flag parameter: "1" or "true". */
export const isTrueParam = (value: unknown) => ["1", "true"].includes(first(value) ?? "");
