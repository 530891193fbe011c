import { storageOf } from "./fieldStorage";

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

/** The typed columns of one value of a field type, as its storage entry reads it. */
export function typedColumns(type: string, value: unknown): TypedColumns {
  const columns: TypedColumns = { value_text: null, value_number: null, value_date: null, value_ids: null };
  const storage = storageOf(type);
  const column = storage.columnValue(value);
  if (column === null) return columns;
  switch (storage.storage) {
    case "text":
      columns.value_text = column as string;
      break;
    case "number":
      columns.value_number = column as number;
      break;
    case "moment":
      columns.value_date = column as string;
      break;
    case "ids":
      columns.value_ids = column as number[];
      break;
  }
  return columns;
}
