/**
 * A stored value repeated in the typed columns of `contents`, so lists filter and sort with an index
 * (see the README's value encodings): texts in value_text, numbers in value_number (a time as minutes),
 * dates in value_date (a date at midnight UTC) and chosen ids in value_ids.
 */
export interface TypedColumns {
  value_text: string | null;
  value_number: number | null;
  value_date: string | null;
  value_ids: number[] | null;
}

const TEXT_TYPES = new Set(["text", "textarea", "email", "url", "autoIncrement", "imageCode"]);
const NUMBER_TYPES = new Set(["amount", "calc"]);
const ID_TYPES = new Set(["list", "tree", "user", "file"]);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;
const TIME = /^(\d{1,4}):([0-5]\d)$/;

/** "HH:MM" as minutes since midnight (or as a duration with disable_limit); undefined when unreadable. */
export function minutesOf(value: unknown): number | undefined {
  if (typeof value !== "string") return undefined;
  const match = TIME.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** A date or date-time as an ISO moment for a timestamptz column; undefined when unreadable. */
export function momentOf(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  if (DATE.test(value))
    return Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? undefined : `${value}T00:00:00Z`;
  if (DATE_TIME.test(value)) return Number.isNaN(Date.parse(value)) ? undefined : value;
  return undefined;
}

/** The typed columns of one value of a field type. */
export function typedColumns(type: string, value: unknown): TypedColumns {
  const columns: TypedColumns = { value_text: null, value_number: null, value_date: null, value_ids: null };
  if (TEXT_TYPES.has(type)) {
    if (typeof value === "string") columns.value_text = value;
  } else if (NUMBER_TYPES.has(type)) {
    if (typeof value === "number" && Number.isFinite(value)) columns.value_number = value;
  } else if (type === "time") {
    columns.value_number = minutesOf(value) ?? null;
  } else if (type === "date") {
    columns.value_date = momentOf(value) ?? null;
  } else if (ID_TYPES.has(type)) {
    if (Array.isArray(value)) columns.value_ids = value.filter((id): id is number => Number.isInteger(id));
  }
  return columns;
}

/** How many characters of a lowercased value_text the index `contents_field_text` holds (migration 008). */
export const TEXT_INDEX_PREFIX = 255;

/** The indexed form of a text: its first characters in lower case. A whole long text exceeds an index row. */
export const textKey = (text: string) => `left(lower(${text}), ${TEXT_INDEX_PREFIX})`;

/**
 * The same text in any case: the prefix lets the index narrow the rows, the whole value decides. Equal
 * lowercased texts have equal lowercased prefixes, so the first condition never drops a match.
 */
export const sameText = (column: string, param: string) =>
  `${textKey(column)} = ${textKey(param)} and lower(${column}) = lower(${param})`;

/** Whether a field type keeps no value at all (a button). */
export const holdsNoValue = (type: string) => type === "customActionButton";
