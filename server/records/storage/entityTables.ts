import type { Database } from "../../db/database";
import { constantSql, identifier, run, type Sql, type SqlCast, sql } from "../../db/sql";
import { type FieldStorage, storageOf } from "./fieldStorage";

type Queryable = Pick<Database, "query">;

/**
 * Each entity keeps its records in its own table, `records_{entityId}`: the record id (its row in
 * `content_dossiers`, the registry other tables refer to), the common columns repeated from that row,
 * `vals` (every value as the API answers it, by field key) and one typed column per data field,
 * `f{dataFieldId}`, which lists filter, sort, count and aggregate on with the index its type needs. Names
 * come from ids only.
 */
export const entityTable = (entityId: number): Sql => identifier("records_", entityId);
export const fieldColumn = (dataFieldId: number): Sql => identifier("f", dataFieldId);

/**
 * The rows a list reads, `d`: the entity's table, which holds the common columns of `content_dossiers`
 * (kept there by the trigger of migration 014) next to the values, so one table serves filter, sort and count.
 */
export const listedRecords = (entityId: number): Sql => sql`${entityTable(entityId)} d`;

/** A data field's typed column in a list's row `d`. */
export const valueColumn = (dataFieldId: number): Sql => sql`d.${fieldColumn(dataFieldId)}`;

/** The cast of a column's parameter, by its SQL type. */
const CASTS: Record<NonNullable<FieldStorage["columnType"]>, SqlCast> = {
  text: "text",
  "double precision": "float8",
  integer: "int",
  timestamptz: "timestamptz",
  "integer[]": "int[]",
  jsonb: "jsonb",
};

/** A value as its column holds it: the type's column value, or the value itself as JSON. */
export function columnParam(type: string, value: unknown): { value: unknown; cast: SqlCast } | undefined {
  const storage = storageOf(type);
  if (storage.columnType === null) return undefined;
  if (storage.columnType === "jsonb") return { value: JSON.stringify(value ?? null), cast: "jsonb" };
  return { value: storage.columnValue(value), cast: CASTS[storage.columnType] };
}

/**
 * The common columns of `content_dossiers` that each entity table repeats, written by the trigger of
 * migration 014 whenever a record row is inserted or updated (see 014_entity_tables.sql).
 */
const MIRRORED: readonly (readonly [name: string, definition: string])[] = [
  ["uuid", "text not null"],
  ["environment_id", "integer not null"],
  ["def_dossier_id", "integer not null"],
  ["summary", "text"],
  ["archived", "boolean not null default false"],
  ["created_at", "timestamptz not null"],
  ["modified_at", "timestamptz not null"],
  ["created_by", "integer"],
  ["modified_by", "integer"],
  ["version", "integer not null"],
];
const MIRRORED_COLUMNS = MIRRORED.map(([name, definition]) => `${name} ${definition}`).join(", ");

/** The names of the common columns an entity table repeats, in order. */
export const MIRRORED_NAMES: readonly string[] = MIRRORED.map(([name]) => name);

/** How PostgreSQL's format_type() names each column type, to tell a column that has the wrong type. */
const FORMAT_NAMES: Record<NonNullable<FieldStorage["columnType"]>, string> = {
  text: "text",
  "double precision": "double precision",
  integer: "integer",
  timestamptz: "timestamp with time zone",
  "integer[]": "integer[]",
  jsonb: "jsonb",
};

/** The index a column gets, from its type's storage entry. */
function indexSql(table: Sql, name: Sql, column: Sql, storage: FieldStorage): Sql | undefined {
  switch (storage.index) {
    case "text_prefix":
      // The first characters in lower case: a whole long text exceeds a btree row (see textColumns.ts).
      return sql`create index ${name} on ${table} (left(lower(${column}), 255))`;
    case "btree":
      return sql`create index ${name} on ${table} (${column})`;
    case "gin":
      return sql`create index ${name} on ${table} using gin (${column})`;
    default:
      return undefined;
  }
}

interface PlacedField {
  id: number;
  type: string;
  /** Placed in the entity's list or search view, or checked for unique values: lists and checks read it. */
  indexed: boolean;
  /** Placed in the search view: a text there is filtered with `like`. */
  searched: boolean;
  /** Counted per option by a dashboard chart: grouped on over all the entity's records. */
  grouped: boolean;
}

/** The schema pg_trgm lives in (migration 013), when the database has it. */
async function trigramSchema(tx: Queryable): Promise<string | undefined> {
  const [row] = await tx.query<{ schema: string }>(
    `select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname = 'pg_trgm'`,
  );
  return row?.schema;
}

/**
 * The indexes an entity's table should have, by name: a field that a list, search or unique check reads
 * gets its type's index (`FIELD_STORAGE`); a text in the search view also a trigram index for `like`,
 * where the database has pg_trgm; an id field a dashboard chart counts per option a btree holding what
 * the count filters on, so the count reads the index alone and not every row.
 */
function wantedIndexes(entityId: number, fields: readonly PlacedField[], trigram: string | undefined) {
  const table = entityTable(entityId);
  const wanted = new Map<string, Sql>();
  for (const field of fields) {
    const storage = storageOf(field.type);
    if (storage.columnType === null) continue;
    const name = `records_${entityId}_f${field.id}`;
    const column = fieldColumn(field.id);
    if (field.grouped && storage.columnType === "integer[]")
      wanted.set(
        `${name}_grouped`,
        sql`create index ${identifier(`${name}_grouped`)} on ${table} (${column}) include (archived, def_dossier_id)`,
      );
    if (!field.indexed) continue;
    const index = indexSql(table, identifier(`records_${entityId}_f`, field.id), column, storage);
    if (index) wanted.set(name, index);
    if (storage.columnType === "integer[]") {
      // While no record holds more than one id in the column (the field is not multiple), a filter on it is
      // a filter on its first id: a btree holding the column and archived counts from the index alone.
      // The second, empty while that holds, tells at once whether it does (listing/count.ts).
      wanted.set(
        `${name}_first`,
        sql`create index ${identifier(`${name}_first`)} on ${table} ((${column}[1])) include (${column}, archived)`,
      );
      wanted.set(
        `${name}_multi`,
        sql`create index ${identifier(`${name}_multi`)} on ${table} (id) where cardinality(${column}) > 1`,
      );
    }
    if (trigram && field.searched && storage.storage === "text") {
      const opclass = sql`${identifier(trigram)}.gin_trgm_ops`;
      wanted.set(
        `${name}_trgm`,
        sql`create index ${identifier(`${name}_trgm`)} on ${table} using gin (lower(${column}) ${opclass})`,
      );
    }
  }
  return wanted;
}

/**
 * Brings an entity's table in line with its metadata, in the caller's transaction: creates the table,
 * adds a column per new data field, drops the columns of removed ones (and their values in `vals`), gives
 * a field whose type changed an empty column of its new type (the designer lets a field change type only
 * while it holds no values), and creates or drops indexes as the views come to use a field or stop to.
 */
export async function syncEntityTable(tx: Queryable, entityId: number): Promise<void> {
  const table = entityTable(entityId);
  await run(
    tx,
    sql`create table if not exists ${table} (
      id integer primary key references content_dossiers (id) on delete cascade,
      ${constantSql(MIRRORED_COLUMNS)},
      vals jsonb not null default '{}'::jsonb)`,
  );
  // One after another: a transaction on PostgreSQL is one connection, which takes one query at a time.
  const fields = await tx.query<PlacedField>(
    `select ddf.id, f.type,
              coalesce(ddf.settings -> 'validators', '[]'::jsonb) ? 'UniqueValue'
                or exists (select 1 from display_items di where di.def_dossier_def_field_id = ddf.id
                            and di.view in ('list', 'search')) as indexed,
              exists (select 1 from display_items di where di.def_dossier_def_field_id = ddf.id
                       and di.view = 'search') as searched,
              exists (select 1 from mypage_blocks b where b.def_dossier_id = ddf.def_dossier_id
                       and b.type in ('count_list_options', 'funnel')
                       and b.settings ->> 'count_list_field' = ddf.id::text) as grouped
         from def_dossier_def_fields ddf join def_fields f on f.id = ddf.def_field_id
        where ddf.def_dossier_id = $1`,
    [entityId],
  );
  const columns = await tx.query<{ name: string; type: string }>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type from pg_attribute a
        where a.attrelid = to_regclass($1) and a.attnum > 0 and not a.attisdropped`,
    [`records_${entityId}`],
  );
  const trigram = await trigramSchema(tx);
  const present = new Map(columns.filter((c) => /^f\d+$/.test(c.name)).map((c) => [c.name, c.type]));
  const wanted = new Map<string, PlacedField>();
  for (const field of fields) {
    if (storageOf(field.type).columnType !== null) wanted.set(`f${field.id}`, field);
  }
  for (const [name, type] of present) {
    const field = wanted.get(name);
    const columnType = field && storageOf(field.type).columnType;
    if (columnType && FORMAT_NAMES[columnType] === type) continue;
    const id = Number(name.slice(1));
    // Its indexes go with it.
    await run(tx, sql`alter table ${table} drop column ${fieldColumn(id)}`);
    await run(tx, sql`update ${table} set vals = vals - ${name}::text where vals ? ${name}::text`);
    present.delete(name);
  }
  for (const [name, field] of wanted) {
    if (present.has(name)) continue;
    const columnType = storageOf(field.type).columnType ?? "jsonb";
    await run(tx, sql`alter table ${table} add column ${fieldColumn(field.id)} ${constantSql(columnType)}`);
  }
  const existing = new Set(
    (
      await tx.query<{ name: string }>(
        "select indexname as name from pg_indexes where schemaname = current_schema() and tablename = $1",
        [`records_${entityId}`],
      )
    ).map((index) => index.name),
  );
  const indexWanted = wantedIndexes(entityId, fields, trigram);
  for (const name of existing) {
    if (/^records_\d+_f\d+(_trgm|_grouped|_first|_multi)?$/.test(name) && !indexWanted.has(name)) {
      await run(tx, sql`drop index ${identifier(name)}`);
    }
  }
  for (const [name, create] of indexWanted) if (!existing.has(name)) await run(tx, create);
}

/** The tables of every entity, as `syncEntityTable` leaves them (the metadata seeding and the migration). */
export async function syncEntityTables(tx: Queryable, environmentId?: number): Promise<void> {
  const entities = await tx.query<{ id: number }>(
    "select id from def_dossiers where $1::int is null or environment_id = $1 order by id",
    [environmentId ?? null],
  );
  for (const entity of entities) await syncEntityTable(tx, entity.id);
}

/** Whether any record of the entity holds a value in the data field. */
export async function holdsValues(db: Queryable, entityId: number, dataFieldId: number): Promise<boolean> {
  const key = `f${dataFieldId}`;
  const rows = await run(db, sql`select 1 from ${entityTable(entityId)} where vals ? ${key}::text limit 1`);
  return rows.length > 0;
}
