import { isEmptyValue } from "../../engine";
import { type Database, jsonb } from "../db/database";
import { constantSql, empty, join, param, run, sql } from "../db/sql";
import { columnParam, entityTable, fieldColumn } from "./storage/entityTables";
import { holdsNoValue, storageOf } from "./storage/fieldStorage";

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

/** The entity of each record, grouped: entity id to its record ids. */
async function recordsByEntity(db: Queryable, recordIds: readonly number[]): Promise<Map<number, number[]>> {
  const rows = await db.query<{ id: number; entity: number }>(
    "select id, def_dossier_id as entity from content_dossiers where id = any($1::int[])",
    [recordIds],
  );
  const byEntity = new Map<number, number[]>();
  for (const row of rows) {
    const ids = byEntity.get(row.entity) ?? [];
    ids.push(row.id);
    byEntity.set(row.entity, ids);
  }
  return byEntity;
}

/** A record's row of its entity's table as far as values go: `vals` holds every data field value. */
export interface ValsRow {
  id: number;
  vals: StoredValues;
}

/**
 * The stored values of records, by record id: data field values and link values (child ids in their
 * order). With `keys`, only those fields and links are read. `entityId` saves looking the entity up when
 * every record is of that entity; `fieldRows`, the records' `vals` already read with them, saves reading them.
 */
export async function readStoredValues(
  db: Queryable,
  recordIds: readonly number[],
  keys?: readonly string[],
  entityId?: number,
  fieldRows?: readonly ValsRow[],
): Promise<Map<number, StoredValues>> {
  const result = new Map<number, StoredValues>(recordIds.map((id) => [id, {}]));
  if (recordIds.length === 0) return result;
  const parsed = keys?.map(parseKey).filter((k) => k !== undefined);
  const wantedFields = keys && new Set(keys.filter((key) => key.startsWith("f")));
  const linkIds = parsed?.filter((k) => k.kind === "link").map((k) => k.id);
  const readFields = async (): Promise<readonly ValsRow[]> => {
    if (wantedFields?.size === 0) return [];
    if (fieldRows) return fieldRows;
    const groups =
      entityId === undefined ? await recordsByEntity(db, recordIds) : new Map([[entityId, [...recordIds]]]);
    const rows: ValsRow[] = [];
    for (const [entity, ids] of groups) {
      rows.push(
        ...(await run<ValsRow>(
          db,
          sql`select id, vals from ${entityTable(entity)} where id = any(${param(ids, "int[]")})`,
        )),
      );
    }
    return rows;
  };
  // One after another: inside a transaction PostgreSQL's connection takes one query at a time.
  const valsRows = await readFields();
  const links =
    linkIds?.length === 0
      ? []
      : await db.query<{ record: number; link: number; child: number }>(
          `select parent_id as record, def_dossier_link_id as link, child_id as child from content_dossier_links
            where parent_id = any($1::int[]) ${linkIds ? "and def_dossier_link_id = any($2::int[])" : ""}
            order by rank, id`,
          linkIds ? [recordIds, linkIds] : [recordIds],
        );
  for (const row of valsRows) {
    const values = result.get(row.id);
    if (!values) continue;
    for (const [key, value] of Object.entries(row.vals)) {
      if (value !== null && (!wantedFields || wantedFields.has(key))) values[key] = value;
    }
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

/**
 * One record's stored values; `entityId`, when known, saves looking the entity up, and `fieldRow` (its
 * `vals` as a write answered them) reading them.
 */
export async function readRecordValues(
  db: Queryable,
  recordId: number,
  entityId?: number,
  fieldRow?: ValsRow,
): Promise<StoredValues> {
  const rows = fieldRow && [fieldRow];
  return (await readStoredValues(db, [recordId], undefined, entityId, rows)).get(recordId) ?? {};
}

/** A data field value to store: its field type decides the typed column. Empty values are removed. */
export interface FieldWrite {
  dataFieldId: number;
  type: string;
  value: unknown;
}

/** The record a write goes to: its id and its entity, whose table holds the values. */
export interface RecordRef {
  id: number;
  def_dossier_id: number;
}

/**
 * Stores data field values of one record in one statement: the filled ones in `vals` and their typed
 * columns, the emptied ones removed from both. Answers the row's `vals` after the write, when it wrote.
 */
export async function writeFieldValues(
  tx: Queryable,
  record: RecordRef,
  writes: readonly FieldWrite[],
): Promise<ValsRow | undefined> {
  const stored = writes.filter((w) => !holdsNoValue(w.type) && columnParam(w.type, w.value) !== undefined);
  if (stored.length === 0) return undefined;
  const filled = stored.filter((w) => !isEmptyValue(w.value));
  const patch = Object.fromEntries(filled.map((w) => [fieldKey(w.dataFieldId), w.value]));
  const removed = stored.filter((w) => isEmptyValue(w.value)).map((w) => fieldKey(w.dataFieldId));
  const assignments = stored.map((w) => {
    const column = columnParam(w.type, w.value);
    const value = column && !isEmptyValue(w.value) ? sql`${param(column.value, column.cast)}` : sql`null`;
    return sql`${fieldColumn(w.dataFieldId)} = ${value}`;
  });
  // The row is there: the trigger of migration 014 makes it with the record.
  const [row] = await run<ValsRow>(
    tx,
    sql`update ${entityTable(record.def_dossier_id)}
      set vals = (vals - ${param(removed, "text[]")}) || ${param(jsonb(patch), "jsonb")}, ${join(assignments, sql`, `)}
      where id = ${record.id} returning id, vals`,
  );
  return row;
}

/** A record's values as seeding writes them: every value by field key, with the field types. */
export interface ValueRow {
  id: number;
  vals: StoredValues;
}

/**
 * Writes the values of many records of one entity in one statement (the rows travel as one jsonb array):
 * `vals` and the typed column of each field the rows hold. The records' rows must be there (seeding inserts
 * `content_dossiers` first; the trigger of migration 014 makes the rows).
 */
export async function storeValueRows(
  tx: Queryable,
  entityId: number,
  rows: readonly ValueRow[],
  typeOfField: ReadonlyMap<number, string>,
): Promise<void> {
  if (rows.length === 0) return;
  const fieldIds = [...new Set(rows.flatMap((row) => Object.keys(row.vals)))]
    .map((key) => parseKey(key))
    .flatMap((key) =>
      key?.kind === "field" && columnParam(typeOfField.get(key.id) ?? "text", null) ? [key.id] : [],
    );
  const typed = rows.map((row) => {
    const out: Record<string, unknown> = { id: row.id, vals: row.vals };
    for (const id of fieldIds) {
      const value = row.vals[fieldKey(id)];
      const column = isEmptyValue(value) ? undefined : columnParam(typeOfField.get(id) ?? "text", value);
      out[fieldKey(id)] = column === undefined ? null : column.cast === "jsonb" ? value : column.value;
    }
    return out;
  });
  const columns = fieldIds.map((id) => fieldColumn(id));
  const declared = fieldIds.map(
    (id) =>
      sql`${fieldColumn(id)} ${constantSql(storageOf(typeOfField.get(id) ?? "text").columnType ?? "jsonb")}`,
  );
  await run(
    tx,
    sql`update ${entityTable(entityId)} t set vals = x.vals${join(
      columns.map((c) => sql`, ${c} = x.${c}`),
      empty,
    )}
      from jsonb_to_recordset(${param(jsonb(typed), "jsonb")}) as x(id int, vals jsonb${join(
        declared.map((d) => sql`, ${d}`),
        empty,
      )})
      where t.id = x.id`,
  );
}
