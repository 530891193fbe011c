import type { FieldType } from "../../../engine";
import { minutesOf, momentOf } from "./valueReaders";

/**
 * Where a value lives: text (value_text), number (value_number; a time as minutes), moment (value_date,
 * a date at midnight UTC), ids (value_ids), json (only the jsonb value), none (nothing stored: a button,
 * or links, which live in their own table).
 */
export type StorageClass = "text" | "number" | "moment" | "ids" | "json" | "none";

/** The index a field's column needs: a btree on the lowercased prefix (texts), a btree, or a GIN (id arrays). */
export type ColumnIndex = "text_prefix" | "btree" | "gin" | null;

/** How one field type is stored and searched in SQL. */
export interface FieldStorage {
  storage: StorageClass;
  /** The SQL type of the field's column in a per-entity table; null when the type keeps no column. */
  columnType: "text" | "double precision" | "integer" | "timestamptz" | "integer[]" | "jsonb" | null;
  index: ColumnIndex;
  /** The stored value as its column value; null when it cannot be read as one. */
  columnValue(value: unknown): string | number | number[] | null;
}

const asText = (value: unknown) => (typeof value === "string" ? value : null);
const asNumber = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);
const asIds = (value: unknown) =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : null;

const text: FieldStorage = { storage: "text", columnType: "text", index: "text_prefix", columnValue: asText };
const number: FieldStorage = {
  storage: "number",
  columnType: "double precision",
  index: "btree",
  columnValue: asNumber,
};
const ids: FieldStorage = { storage: "ids", columnType: "integer[]", index: "gin", columnValue: asIds };
const none: FieldStorage = { storage: "none", columnType: null, index: null, columnValue: () => null };
const json: FieldStorage = { storage: "json", columnType: "jsonb", index: null, columnValue: () => null };

/** One entry per field type: the compiler refuses a type without one. */
export const FIELD_STORAGE: Readonly<Record<FieldType, FieldStorage>> = {
  text,
  textarea: text,
  email: text,
  url: text,
  autoIncrement: text,
  imageCode: text,
  amount: number,
  calc: number,
  time: {
    storage: "number",
    columnType: "integer",
    index: "btree",
    columnValue: (value) => minutesOf(value) ?? null,
  },
  date: {
    storage: "moment",
    columnType: "timestamptz",
    index: "btree",
    columnValue: (value) => momentOf(value) ?? null,
  },
  list: ids,
  tree: ids,
  user: ids,
  file: ids,
  geolocation: json,
  link: none,
  customActionButton: none,
};

/** The storage of a type name; an unknown type keeps its value as JSON only. */
export function storageOf(type: string): FieldStorage {
  return Object.hasOwn(FIELD_STORAGE, type) ? FIELD_STORAGE[type as FieldType] : json;
}

/** Whether a field type keeps no value at all (a button). */
export const holdsNoValue = (type: string) => type === "customActionButton";
