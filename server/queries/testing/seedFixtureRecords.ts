import type { QueryRecord } from "../../../engine/query";
import { baseFieldOf, type EnvironmentFixture, generateRecords } from "../../../fixtures";
import type { DossierRecord } from "../../../schemas";
import { type Database, jsonb } from "../../db/database";
import { moveSequencesPastIds } from "../../db/sequences";
import { seedMetadata } from "../../metadata/seedMetadata";
import { fieldKey, storeValueRows, type ValueRow } from "../../records/recordStore";
import { syncEntityTables } from "../../records/storage/entityTables";

/** What a seeded fixture environment holds, for tests that compare the database with the engine. */
export interface SeededFixture {
  fixture: EnvironmentFixture;
  records: DossierRecord[];
  /** Field type by data field id. */
  fieldTypes: Map<number, string>;
  /** User id by username, as the database gave them out. */
  userIds: Map<string, number>;
}

async function insertRecordset(
  db: Pick<Database, "query">,
  table: string,
  columns: string,
  definitions: string,
  rows: unknown[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `insert into ${table} (${columns}) select ${columns} from jsonb_to_recordset($1::jsonb) as x(${definitions})`,
    [jsonb(rows)],
  );
}

/** Each record's values row, by entity: every value it holds (null ones left out, as the store does). */
function valueRowsByEntity(records: readonly DossierRecord[]): Map<number, ValueRow[]> {
  const byEntity = new Map<number, ValueRow[]>();
  for (const record of records) {
    const vals: ValueRow["vals"] = {};
    for (const content of record.contents) {
      if (content.field !== undefined && content.value !== undefined && content.value !== null)
        vals[fieldKey(content.field)] = content.value;
    }
    const rows = byEntity.get(record.def_dossier_id) ?? [];
    rows.push({ id: record.id, vals });
    byEntity.set(record.def_dossier_id, rows);
  }
  return byEntity;
}

/**
 * Writes a fixture environment straight into the tables: the environment, its roles and users, its
 * metadata and entity tables (seedMetadata) and its generated records, each with its row of values in its
 * entity's table (typed columns included), and their links. `records` replaces the generated ones, for
 * tests with records of their own.
 */
export async function seedFixtureRecords(
  db: Database,
  fixture: EnvironmentFixture,
  records: DossierRecord[] = generateRecords(fixture),
): Promise<SeededFixture> {
  const fieldTypes = new Map<number, string>();
  for (const entity of fixture.entities) {
    for (const dataField of entity.dataFields)
      fieldTypes.set(dataField.id, baseFieldOf(fixture, dataField).type);
  }
  const userIds = new Map<string, number>();
  await db.transaction(async (tx) => {
    const { environment } = fixture;
    await tx.query(
      "insert into environments (id, uuid, name, description, active) values ($1, $2, $3, $4, $5)",
      [environment.id, environment.uuid, environment.name, environment.description, environment.active],
    );
    await insertRecordset(
      tx,
      "roles",
      "id, uuid, environment_id, name",
      "id int, uuid text, environment_id int, name text",
      fixture.roles.map((r) => ({ id: r.id, uuid: r.uuid, environment_id: environment.id, name: r.name })),
    );
    for (const user of fixture.users) {
      await tx.query("insert into users (id, username, email) values ($1, $2, $3) on conflict do nothing", [
        user.id,
        user.username,
        user.email,
      ]);
      const [row] = await tx.query<{ id: number }>("select id from users where lower(username) = lower($1)", [
        user.username,
      ]);
      if (row) userIds.set(user.username, row.id);
    }
    await seedMetadata(tx, fixture);
    await syncEntityTables(tx, fixture.environment.id);
    const userOf = (name: unknown) => (typeof name === "string" ? (userIds.get(name) ?? null) : null);
    await insertRecordset(
      tx,
      "content_dossiers",
      "id, uuid, environment_id, def_dossier_id, summary, archived, created_by, created_at, modified_by, modified_at",
      `id int, uuid text, environment_id int, def_dossier_id int, summary text, archived boolean, created_by int,
       created_at timestamptz, modified_by int, modified_at timestamptz`,
      records.map((r) => ({
        id: r.id,
        uuid: r.uuid,
        environment_id: environment.id,
        def_dossier_id: r.def_dossier_id,
        summary: r.summary ?? null,
        archived: r.archived,
        created_by: userOf(r.created_by),
        created_at: r.created_at,
        modified_by: userOf(r.modified_by),
        modified_at: r.modified_at,
      })),
    );
    for (const [entityId, rows] of valueRowsByEntity(records))
      await storeValueRows(tx, entityId, rows, fieldTypes);
    await insertRecordset(
      tx,
      "content_dossier_links",
      "def_dossier_link_id, parent_id, child_id, rank",
      "def_dossier_link_id int, parent_id int, child_id int, rank int",
      records.flatMap((r) =>
        r.contents
          .filter((c) => c.link !== undefined && Array.isArray(c.value))
          .flatMap((c) =>
            (c.value as number[]).map((child, rank) => ({
              def_dossier_link_id: c.link,
              parent_id: r.id,
              child_id: child,
              rank,
            })),
          ),
      ),
    );
    await moveSequencesPastIds(tx);
  });
  return { fixture, records, fieldTypes, userIds };
}

/**
 * The records as the engine's matches() reads them, children included down to `depth` links (links lead
 * back and forth, so the graph is cut off where no query reaches).
 */
export function queryRecordsOf(seeded: SeededFixture, depth: number): Map<number, QueryRecord> {
  const byId = new Map(seeded.records.map((r) => [r.id, r]));
  const userOf = (name: unknown) => (typeof name === "string" ? (seeded.userIds.get(name) ?? null) : null);
  const build = (record: DossierRecord, remaining: number): QueryRecord => {
    const values: Record<number, unknown> = {};
    const links: Record<number, QueryRecord[]> = {};
    for (const content of record.contents) {
      if (content.field !== undefined) values[content.field] = content.value;
      else if (content.link !== undefined && remaining > 0 && Array.isArray(content.value)) {
        links[content.link] = (content.value as number[]).flatMap((id) => {
          const child = byId.get(id);
          return child ? [build(child, remaining - 1)] : [];
        });
      }
    }
    return {
      id: record.id,
      archived: record.archived,
      created_at: record.created_at ?? "",
      modified_at: record.modified_at ?? "",
      created_by: userOf(record.created_by),
      modified_by: userOf(record.modified_by),
      values,
      links,
    };
  };
  return new Map(seeded.records.map((r) => [r.id, build(r, depth)]));
}
