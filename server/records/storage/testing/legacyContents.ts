import { type Database, jsonb } from "../../../db/database";
import { storageOf } from "../fieldStorage";

type Queryable = Pick<Database, "query">;

/**
 * The layout before migration 013, for tests that fill an old database: one `contents` row per record and
 * data field, the value in `value` and again in the typed column of its storage class: texts in value_text,
 * numbers in value_number (a time as minutes), dates in value_date (a date at midnight UTC) and chosen ids
 * in value_ids.
 */
export interface LegacyTypedColumns {
  value_text: string | null;
  value_number: number | null;
  value_date: string | null;
  value_ids: number[] | null;
}

/** The typed columns `contents` held for one value of a field type. */
export function legacyTypedColumns(type: string, value: unknown): LegacyTypedColumns {
  const columns: LegacyTypedColumns = {
    value_text: null,
    value_number: null,
    value_date: null,
    value_ids: null,
  };
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

/** One value to write the old way. */
export interface LegacyValue {
  recordId: number;
  dataFieldId: number;
  value: unknown;
}

/** Rows per statement, as the old seeding wrote them. */
const CHUNK = 5000;

/** Writes values into `contents` as the code before migration 013 did, typed by their fields' types. */
export async function insertLegacyContents(db: Queryable, values: readonly LegacyValue[]): Promise<void> {
  const types = await db.query<{ id: number; type: string }>(
    "select ddf.id, f.type from def_dossier_def_fields ddf join def_fields f on f.id = ddf.def_field_id",
  );
  const typeOf = new Map(types.map((row) => [row.id, row.type]));
  const rows = values.map((v) => ({
    content_dossier_id: v.recordId,
    def_dossier_def_field_id: v.dataFieldId,
    value: v.value,
    ...legacyTypedColumns(typeOf.get(v.dataFieldId) ?? "text", v.value),
  }));
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db.query(
      `insert into contents (content_dossier_id, def_dossier_def_field_id, value, value_text, value_number,
         value_date, value_ids)
       select x.content_dossier_id, x.def_dossier_def_field_id, x.value, x.value_text, x.value_number,
         x.value_date, x.value_ids
         from jsonb_to_recordset($1::jsonb) as x(content_dossier_id int, def_dossier_def_field_id int,
           value jsonb, value_text text, value_number double precision, value_date timestamptz, value_ids int[])`,
      [jsonb(rows.slice(start, start + CHUNK))],
    );
  }
}
