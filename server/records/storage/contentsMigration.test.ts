import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { environments as demoEnvironments, generateRecords } from "../../../fixtures";
import type { Database } from "../../db/database";
import { runMigrations } from "../../db/migrate";
import { openPglite } from "../../db/pglite";
import { openPostgres } from "../../db/postgres";
import { param, run, type SqlCast, sql } from "../../db/sql";
import { seedDemo } from "../../setup/seedDemo";
import {
  type DatabaseKind,
  openTestDatabase,
  TEST_DATABASE_KINDS,
  type TestDatabase,
} from "../../testing/testDatabase";
import { readStoredValues, type StoredValues } from "../recordStore";
import { entityTable, fieldColumn } from "./entityTables";
import { type StorageClass, storageOf } from "./fieldStorage";
import { insertLegacyContents, type LegacyValue } from "./testing/legacyContents";

const PASSWORD = "demo password";

/** A database with no migration run: PGlite in memory, or a fresh schema on the test server. */
async function openEmptyDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const db = await openPglite();
    return { db, dispose: () => db.close() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `docket_test_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create schema ${schema}`);
  const db = await openPostgres({ url, schema, maxConnections: 4 });
  return {
    db,
    async dispose() {
      await db.close();
      await admin(`drop schema ${schema} cascade`);
    },
  };
}

const entityIds = async (db: Database) =>
  (await db.query<{ id: number }>("select id from def_dossiers order by id")).map((row) => row.id);

/** Every record's values as the API reads them, by record id. */
async function allStoredValues(db: Database): Promise<Map<number, StoredValues>> {
  const records = await db.query<{ id: number }>("select id from content_dossiers order by id");
  return readStoredValues(
    db,
    records.map((row) => row.id),
  );
}

/** The demo's values as the code before migration 014 wrote them, from the same generated records. */
const demoLegacyValues = (): LegacyValue[] =>
  demoEnvironments.flatMap((fixture) =>
    generateRecords(fixture).flatMap((record) =>
      record.contents.flatMap((content) =>
        content.field === undefined
          ? []
          : [{ recordId: record.id, dataFieldId: content.field, value: content.value }],
      ),
    ),
  );

/** A table's columns and indexes, without the schema PostgreSQL puts in an index's definition. */
async function tableShape(db: Database, table: string) {
  const columns = await db.query<{ name: string; type: string }>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type from pg_attribute a
      where a.attrelid = to_regclass($1) and a.attnum > 0 and not a.attisdropped order by a.attname`,
    [table],
  );
  const indexes = await db.query<{ indexname: string; indexdef: string }>(
    "select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = $1 order by 1",
    [table],
  );
  return {
    columns,
    indexes: indexes.map((index) => ({ ...index, indexdef: index.indexdef.replace(/ ON \w+\./, " ON ") })),
  };
}

const tableExists = async (db: Database, table: string) =>
  (await db.query<{ found: string | null }>("select to_regclass($1)::text as found", [table]))[0]?.found !==
  null;

describe.each(TEST_DATABASE_KINDS)("moving the demo's contents into entity tables on %s", (kind) => {
  /** Seeded the current way. */
  let current: TestDatabase;
  /** Seeded in the layout before 014, then migrated. */
  let migrated: TestDatabase;
  let expected: Map<number, StoredValues>;
  let legacyValues: LegacyValue[];
  let legacyRowCount = 0;
  let applied: string[] = [];

  beforeAll(async () => {
    current = await openTestDatabase(kind);
    await seedDemo(current.db, { password: PASSWORD });
    expected = await allStoredValues(current.db);

    migrated = await openEmptyDatabase(kind);
    const { db } = migrated;
    await runMigrations(db, undefined, { until: "012" });
    // The one seeding path writes what both layouts share (environments, users, metadata, records, links,
    // files, counters) with the same ids; it also makes the entity tables and fills them, which a database
    // of 012 never had, so they go and the values are written into `contents` as the old code wrote them.
    // Nor had it document templates (025).
    const fixtures = demoEnvironments.map((fixture) => ({ ...fixture, documentTemplates: [] }));
    await seedDemo(db, { password: PASSWORD, fixtures });
    for (const entityId of await entityIds(db)) await run(db, sql`drop table ${entityTable(entityId)}`);
    legacyValues = demoLegacyValues();
    await insertLegacyContents(db, legacyValues);
    legacyRowCount = (await db.query<{ n: number }>("select count(*)::int as n from contents"))[0]?.n ?? 0;
    applied = await runMigrations(db);
  }, 240_000);

  afterAll(async () => {
    await current?.dispose();
    await migrated?.dispose();
  });

  it("starts from an old database that holds the demo's values in contents", () => {
    expect(legacyValues.length).toBeGreaterThan(1000);
    expect(legacyRowCount).toBe(legacyValues.length);
    expect(applied.slice(0, 3)).toEqual(["013_trigram", "014_entity_tables", "015_drop_contents"]);
  });

  it("drops contents and gives every entity the table the current seeding makes", async () => {
    expect(await tableExists(migrated.db, "contents")).toBe(false);
    const entities = await entityIds(migrated.db);
    expect(entities).toEqual(await entityIds(current.db));
    for (const entityId of entities) {
      const table = `records_${entityId}`;
      expect(await tableExists(migrated.db, table), table).toBe(true);
      expect(await tableShape(migrated.db, table), table).toEqual(await tableShape(current.db, table));
    }
  });

  it("keeps every value of every record", async () => {
    const values = await allStoredValues(migrated.db);
    expect(values.size).toBe(expected.size);
    expect(expected.size).toBeGreaterThan(1000);
    for (const [recordId, stored] of expected)
      expect(values.get(recordId), `record ${recordId}`).toEqual(stored);
  });

  it("fills the typed columns as the current seeding does", async () => {
    for (const entityId of await entityIds(migrated.db)) {
      const all = sql`select * from ${entityTable(entityId)} order by id`;
      expect(await run(migrated.db, all), `records_${entityId}`).toEqual(await run(current.db, all));
    }
  });

  it.each<[StorageClass, SqlCast]>([
    ["text", "text"],
    ["number", "float8"],
    ["moment", "timestamptz"],
    ["ids", "int[]"],
  ])("finds records by a value of storage class %s on its typed column", async (storage, cast) => {
    const fields = await migrated.db.query<{ id: number; entity: number; type: string }>(
      `select ddf.id, ddf.def_dossier_id as entity, f.type from def_dossier_def_fields ddf
         join def_fields f on f.id = ddf.def_field_id order by ddf.id`,
    );
    const columnValue = (type: string, value: unknown) => JSON.stringify(storageOf(type).columnValue(value));
    const sample = fields
      .filter((field) => storageOf(field.type).storage === storage && field.type !== "time")
      .flatMap((field) => {
        const value = legacyValues.find(
          (v) => v.dataFieldId === field.id && columnValue(field.type, v.value) !== "null",
        );
        return value ? [{ field, value }] : [];
      })[0];
    if (!sample) throw new Error(`the demo holds no ${storage} value`);
    const { field, value } = sample;
    const column = storageOf(field.type).columnValue(value.value);
    const wanted = legacyValues
      .filter(
        (v) => v.dataFieldId === field.id && columnValue(field.type, v.value) === JSON.stringify(column),
      )
      .map((v) => v.recordId)
      .sort((a, b) => a - b);
    const found = await run<{ id: number }>(
      migrated.db,
      sql`select id from ${entityTable(field.entity)} where ${fieldColumn(field.id)} = ${param(column, cast)} order by id`,
    );
    expect(found.map((row) => row.id)).toEqual(wanted);
    expect(wanted).toContain(value.recordId);
  });
});
