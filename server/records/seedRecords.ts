import { environments as demoEnvironments, type EnvironmentFixture, generateRecords } from "../../fixtures";
import { type Database, jsonb } from "../db/database";
import { moveSequencesPastIds } from "../db/sequences";
import { demoFileBytes } from "./demoFileBytes";
import { storeValueRows, type ValueRow } from "./recordStore";

type Queryable = Pick<Database, "query">;

/** Rows per statement: large enough to be few, small enough to keep each parameter a few megabytes. */
const CHUNK = 5000;

async function inChunks<T>(rows: readonly T[], write: (chunk: readonly T[]) => Promise<void>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await write(rows.slice(start, start + CHUNK));
}

export interface SeededRecords {
  environment: string;
  records: number;
  contents: number;
  links: number;
}

/**
 * Inserts the fixtures' generated records (fixtures/records.ts) with their ids: records, their values in
 * their entities' tables (with the typed columns), link rows (both directions, as generated), in multi-row statements; then raises the
 * autoIncrement counters past the numbers given out and moves the sequences past the ids. The metadata must
 * be there. An environment that already holds records is left alone.
 */
export async function seedDemoRecords(
  db: Database,
  fixtures: readonly EnvironmentFixture[] = demoEnvironments,
): Promise<SeededRecords[]> {
  return db.transaction(async (tx) => {
    const seeded: SeededRecords[] = [];
    for (const fixture of fixtures) {
      const result = await seedEnvironmentRecords(tx, fixture);
      if (result) seeded.push(result);
    }
    await moveSequencesPastIds(tx);
    return seeded;
  });
}

async function seedEnvironmentRecords(
  tx: Queryable,
  fixture: EnvironmentFixture,
): Promise<SeededRecords | null> {
  const environmentId = fixture.environment.id;
  const existing = await tx.query("select 1 from content_dossiers where environment_id = $1 limit 1", [
    environmentId,
  ]);
  if (existing.length > 0) return null;
  const records = generateRecords(fixture);

  const usernames = [
    ...new Set(records.flatMap((r) => [r.created_by, r.modified_by]).filter((u) => typeof u === "string")),
  ] as string[];
  const users = await tx.query<{ id: number; username: string }>(
    "select id, lower(username) as username from users where lower(username) = any($1::text[])",
    [usernames.map((u) => u.toLowerCase())],
  );
  const userId = new Map(users.map((u) => [u.username, u.id]));
  const userOf = (name: unknown) =>
    typeof name === "string" ? (userId.get(name.toLowerCase()) ?? null) : null;

  const typeOfField = new Map<number, string>();
  for (const entity of fixture.entities) {
    for (const dataField of entity.dataFields) {
      const field = fixture.baseFields.find((f) => f.id === dataField.defField);
      if (field) typeOfField.set(dataField.id, field.type);
    }
  }

  const recordRows = records.map((r) => ({
    id: r.id,
    uuid: r.uuid,
    environment_id: environmentId,
    def_dossier_id: r.def_dossier_id,
    summary: r.summary ?? null,
    archived: r.archived,
    created_by: userOf(r.created_by),
    created_at: r.created_at,
    modified_by: userOf(r.modified_by),
    modified_at: r.modified_at,
  }));
  const valueRows = new Map<number, ValueRow[]>();
  let valueCount = 0;
  const linkRows: { def_dossier_link_id: number; parent_id: number; child_id: number; rank: number }[] = [];
  const counters = new Map<number, number>();
  for (const record of records) {
    const row: ValueRow = { id: record.id, vals: {} };
    const entityRows = valueRows.get(record.def_dossier_id) ?? [];
    entityRows.push(row);
    valueRows.set(record.def_dossier_id, entityRows);
    for (const content of record.contents) {
      if (content.field !== undefined) {
        const type = typeOfField.get(content.field) ?? "text";
        row.vals[`f${content.field}`] = content.value;
        valueCount += 1;
        if (type === "autoIncrement" && typeof content.value === "string") {
          const number = Number(/(\d+)$/.exec(content.value)?.[1] ?? 0);
          counters.set(content.field, Math.max(counters.get(content.field) ?? 0, number));
        }
      } else if (content.link !== undefined && Array.isArray(content.value)) {
        content.value.forEach((child, rank) => {
          linkRows.push({
            def_dossier_link_id: content.link as number,
            parent_id: record.id,
            child_id: child,
            rank,
          });
        });
      }
    }
  }

  await inChunks(recordRows, async (chunk) => {
    await tx.query(
      `insert into content_dossiers (id, uuid, environment_id, def_dossier_id, summary, archived, created_by,
         created_at, modified_by, modified_at)
       select x.id, x.uuid, x.environment_id, x.def_dossier_id, x.summary, x.archived, x.created_by,
         x.created_at, x.modified_by, x.modified_at
         from jsonb_to_recordset($1::jsonb) as x(id int, uuid text, environment_id int, def_dossier_id int,
           summary text, archived boolean, created_by int, created_at timestamptz, modified_by int,
           modified_at timestamptz)`,
      [jsonb(chunk)],
    );
  });
  // The files the records' file values name, with bytes, so the demo's downloads work.
  for (const file of fixture.files) {
    const bytes = demoFileBytes(file);
    await tx.query(
      `insert into files (id, uuid, environment_id, name, filename, description, mime, size, storage_key)
       values ($1, $2, $3, $4, $4, $5, $6, $7, 'db') on conflict (id) do nothing`,
      [file.id, file.uuid, environmentId, file.filename, file.description, file.mime, bytes.length],
    );
    await tx.query("insert into file_contents (file_id, bytes) values ($1, $2) on conflict do nothing", [
      file.id,
      bytes,
    ]);
  }
  for (const [entityId, rows] of valueRows) {
    await inChunks(rows, (chunk) => storeValueRows(tx, entityId, chunk, typeOfField));
  }
  await inChunks(linkRows, async (chunk) => {
    await tx.query(
      `insert into content_dossier_links (def_dossier_link_id, parent_id, child_id, rank)
       select x.def_dossier_link_id, x.parent_id, x.child_id, x.rank
         from jsonb_to_recordset($1::jsonb) as x(def_dossier_link_id int, parent_id int, child_id int, rank int)
       on conflict (def_dossier_link_id, parent_id, child_id) do nothing`,
      [jsonb(chunk)],
    );
  });
  if (counters.size > 0) {
    await tx.query(
      `update def_dossier_def_fields f set counter = greatest(f.counter, c.n)
         from unnest($1::int[], $2::int[]) as c(id, n) where f.id = c.id`,
      [[...counters.keys()], [...counters.values()]],
    );
  }
  return {
    environment: fixture.environment.slug,
    records: recordRows.length,
    contents: valueCount,
    links: linkRows.length,
  };
}
