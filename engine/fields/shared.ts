import type { FieldContext, FormatMode } from "../types";
import { messages } from "./messages";

/** What a formatter may additionally read: a lookup of the labels of users, records and files by id. */
export type FormatContext = FieldContext & {
  resolve?: (kind: "user" | "record" | "file", id: number) => string | undefined;
};

/** An empty value is null, "", [] or absent; a string of only spaces counts as empty too. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const asString = (value: unknown) => (typeof value === "object" ? JSON.stringify(value) : String(value));

/** The value as strings for conditions: each array element, else the value itself (objects as JSON). */
export function toStrings(value: unknown): string[] {
  if (isBlank(value)) return [];
  if (Array.isArray(value)) return value.filter((v) => !isBlank(v)).map(asString);
  return [asString(value)];
}

export function isPositiveInteger(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value > 0;
}

/** Ids read leniently for display: an array of ids, or a single id as older data may hold it. */
export function idsOf(value: unknown): number[] {
  const list = Array.isArray(value) ? value : [value];
  return list
    .map((v) => (typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v))
    .filter((v): v is number => typeof v === "number" && Number.isInteger(v));
}

/** Several values in one cell: "|" in a CSV export (the spec's separator), ", " for people. */
export function joinValues(parts: string[], mode: FormatMode): string {
  return parts.join(mode === "csv" ? "|" : ", ");
}

/** Labels of users, records or files through the caller's resolver, "#id" when it does not know one. */
export function formatIds(
  value: unknown,
  kind: "user" | "record" | "file",
  mode: FormatMode,
  ctx: FieldContext,
): string {
  if (isBlank(value)) return "";
  const resolve = (ctx as FormatContext).resolve;
  return joinValues(
    idsOf(value).map((id) => resolve?.(kind, id) ?? `#${id}`),
    mode,
  );
}

/** A JSON Schema for an array of ids; one id at most when the item is single-select. */
export function idArraySchema(single: boolean): Record<string, unknown> {
  return {
    type: "array",
    items: { type: "integer", minimum: 1 },
    ...(single ? { maxItems: 1 } : {}),
  };
}

/** Checks an array of ids (users, records, files); a single-select item holds one at most. */
export function validateIds(value: unknown, single: boolean): string | undefined {
  if (!Array.isArray(value) || !value.every(isPositiveInteger)) return messages.option;
  if (single && value.length > 1) return messages.maxItems;
  return undefined;
}
