import { isEmptyValue } from "../../engine";
import { type Database, jsonb } from "../db/database";
import { holdsNoValue } from "./storage/fieldStorage";
import { typedColumns } from "./storage/typedColumns";

type Queryable = Pick<Database, "query">;

/** A record's stored values by field key: `f{dataFieldId}` for data fields, `l{linkId}` for links. */
export type StoredValues = Record<string, unknown>;

export const fieldKey = (dataFieldId: number) => `f${dataFieldId}`;
export const linkKey = (linkId: number) => `l${linkId}`;

/** The number of a field key ("f12" gives 12), with its kind. */
export function parseKey(key: string): { kind: "field" | "link"; id: number } | undefined {
  const match = /^([fl])(\d+)$/.exec(key);
  if (!match) return undefined;
  return { kind: match[1] === "f" ? "field" : "link", id: Number(match[2]) };
}

/**
 * The stored values of records, by record id: data field values and link values (child ids in their
 * order). With `keys`, only those fields and links are read.
 */
export async function readStoredValues(
  db: Queryable,
  recordIds: readonly number[],
  keys?: readonly string[],
): Promise<Map<number, StoredValues>> {
  const result = new Map<number, StoredValues>(recordIds.map((id) => [id, {}]));
  if (recordIds.length === 0) return result;
  const parsed = keys?.map(parseKey).filter((k) => k !== undefined);
  const fieldIds = parsed?.filter((k) => k.kind === "field").map((k) => k.id);
  const linkIds = parsed?.filter((k) => k.kind === "link").map((k) => k.id);
  const [contents, links] = await Promise.all([
    fieldIds?.length === 0
      ? []
      : db.query<{ record: number; field: number; value: unknown }>(
          `select content_dossier_id as record, def_dossier_def_field_id as field, value from contents
            where content_dossier_id = any($1::int[]) ${fieldIds ? "and def_dossier_def_field_id = any($2::int[])" : ""}`,
          fieldIds ? [recordIds, fieldIds] : [recordIds],
        ),
    linkIds?.length === 0
      ? []
      : db.query<{ record: number; link: number; child: number }>(
          `select parent_id as record, def_dossier_link_id as link, child_id as child from content_dossier_links
            where parent_id = any($1::int[]) ${linkIds ? "and def_dossier_link_id = any($2::int[])" : ""}
            order by rank, id`,
          linkIds ? [recordIds, linkIds] : [recordIds],
        ),
  ]);
  for (const row of contents) {
    const values = result.get(row.record);
    if (values && row.value !== null) values[fieldKey(row.field)] = row.value;
  }
  for (const row of links) {
    const values = result.get(row.record);
    if (!values) continue;
    const key = linkKey(row.link);
    const children = (values[key] as number[] | undefined) ?? [];
    children.push(row.child);
    values[key] = children;
  }
  return result;
}

export async function readRecordValues(db: Queryable, recordId: number): Promise<StoredValues> {
  return (await readStoredValues(db, [recordId])).get(recordId) ?? {};
}

/** A data field value to store: its field type decides the typed columns. Empty values are removed. */
export interface FieldWrite {
  dataFieldId: number;
  type: string;
  value: unknown;
}

/** Stores data field values of one record: one statement for the filled ones, one for the emptied ones. */
export async function writeFieldValues(
  tx: Queryable,
  recordId: number,
  writes: readonly FieldWrite[],
): Promise<void> {
  const filled = writes.filter((w) => !isEmptyValue(w.value) && !holdsNoValue(w.type));
  const emptied = writes.filter((w) => isEmptyValue(w.value) || holdsNoValue(w.type));
  if (emptied.length > 0) {
    await tx.query(
      "delete from contents where content_dossier_id = $1 and def_dossier_def_field_id = any($2::int[])",
      [recordId, emptied.map((w) => w.dataFieldId)],
    );
  }
  if (filled.length === 0) return;
  const rows = filled.map((w) => ({
    content_dossier_id: recordId,
    def_dossier_def_field_id: w.dataFieldId,
    value: w.value,
    ...typedColumns(w.type, w.value),
  }));
  await insertContentRows(tx, rows, true);
}

export interface ContentRow {
  content_dossier_id: number;
  def_dossier_def_field_id: number;
  value: unknown;
  value_text: string | null;
  value_number: number | null;
  value_date: string | null;
  value_ids: number[] | null;
}

/** Inserts content rows in one statement (the rows travel as one jsonb array); `replace` overwrites. */
export async function insertContentRows(
  tx: Queryable,
  rows: readonly ContentRow[],
  replace = false,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `insert into contents (content_dossier_id, def_dossier_def_field_id, value, value_text, value_number,
       value_date, value_ids)
     select x.content_dossier_id, x.def_dossier_def_field_id, x.value, x.value_text, x.value_number,
       x.value_date, x.value_ids
       from jsonb_to_recordset($1::jsonb) as x(content_dossier_id int, def_dossier_def_field_id int, value jsonb,
         value_text text, value_number double precision, value_date timestamptz, value_ids int[])
     ${
       replace
         ? `on conflict (content_dossier_id, def_dossier_def_field_id) do update set value = excluded.value,
              value_text = excluded.value_text, value_number = excluded.value_number,
              value_date = excluded.value_date, value_ids = excluded.value_ids`
         : ""
     }`,
    [jsonb(rows)],
  );
}
