import type { Database } from "../db/database";
import { empty, join, param, run, type Sql, sql } from "../db/sql";
import { requireEnvironment } from "../environments/requireEnvironment";
import { forbidden } from "../http/errors";
import type { PageRequest } from "../http/pager";
import { containsPattern } from "../http/search";
import { bypassesChecks } from "../permissions/bypassesChecks";
import type { CallerContext } from "../permissions/callerContext";
import { hasAdminCredential } from "../permissions/hasAdminCredential";
import { sightOf } from "../records/recordSight";
import { fieldKey } from "../records/recordStore";
import { entityTable, fieldColumn } from "../records/storage/entityTables";
import { type FileRow, fileView } from "./fileService";

type Queryable = Pick<Database, "query">;

interface FileField {
  entityId: number;
  dataFieldId: number;
}

/** Where a file is used: per entity, how many records hold it and (for who may see them) their ids. */
export interface FileUse {
  def_dossier_id: number;
  records: number;
  record_ids: number[];
}

/** How many record ids a row names per entity; the count says how many there are in all. */
const IDS_SHOWN = 5;

async function fileFieldsOf(db: Queryable, environmentId: number): Promise<FileField[]> {
  return db.query<FileField>(
    `select ddf.def_dossier_id as "entityId", ddf.id as "dataFieldId"
       from def_dossier_def_fields ddf join def_fields f on f.id = ddf.def_field_id
      where f.type = 'file' and ddf.environment_id = $1 order by ddf.id`,
    [environmentId],
  );
}

/** `f.id` held in one of these file fields by some record. */
const heldIn = (fields: readonly FileField[]): Sql =>
  fields.length === 0
    ? sql`false`
    : join(
        fields.map(
          (field) =>
            sql`exists (select 1 from ${entityTable(field.entityId)} r
              where r.${fieldColumn(field.dataFieldId)} @> array[f.id])`,
        ),
        sql` or `,
      );

/**
 * The files the caller may read (as `mayReadFile` decides one at a time): admins all; others those a file
 * field they may see holds, and their own uploads no record holds yet. Names of the others stay hidden.
 */
async function readableBy(
  db: Queryable,
  caller: CallerContext,
  environmentId: number,
  fields: readonly FileField[],
): Promise<Sql> {
  if (bypassesChecks(caller, environmentId)) return sql`true`;
  const visible: FileField[] = [];
  for (const field of fields) {
    const sight = await sightOf(db, caller, { id: field.entityId, environment_id: environmentId });
    if (sight.sees(fieldKey(field.dataFieldId))) visible.push(field);
  }
  return sql`((${heldIn(visible)}) or (f.created_by = ${param(caller.userId, "int")} and not (${heldIn(fields)})))`;
}

/** The records holding each of the files, per entity, in one statement per file field. */
async function usesOf(
  db: Queryable,
  caller: CallerContext,
  environmentId: number,
  fields: readonly FileField[],
  fileIds: number[],
): Promise<Map<number, FileUse[]>> {
  const uses = new Map<number, FileUse[]>();
  if (fileIds.length === 0) return uses;
  for (const field of fields) {
    const column = fieldColumn(field.dataFieldId);
    const rows = await run<{ file_id: number; records: number; record_ids: number[] }>(
      db,
      sql`select held.file_id::int as file_id, count(*)::int as records,
            (array_agg(r.id order by r.id))[1:${param(IDS_SHOWN, "int")}] as record_ids
          from ${entityTable(field.entityId)} r, unnest(r.${column}) as held(file_id)
         where r.${column} && ${param(fileIds, "int[]")} and held.file_id = any(${param(fileIds, "int[]")})
         group by held.file_id`,
    );
    // Record ids only for who may see the entity's records and this field (a file a record holds is one of
    // its values); the count tells the rest that it is used.
    const sight = await sightOf(db, caller, { id: field.entityId, environment_id: environmentId });
    const showsRecords = sight.sees(fieldKey(field.dataFieldId));
    for (const row of rows) {
      const list = uses.get(row.file_id) ?? [];
      const same = list.find((use) => use.def_dossier_id === field.entityId);
      const ids = showsRecords ? row.record_ids.map(Number) : [];
      if (same) {
        same.records += row.records;
        same.record_ids = [...new Set([...same.record_ids, ...ids])].slice(0, IDS_SHOWN);
      } else list.push({ def_dossier_id: field.entityId, records: row.records, record_ids: ids });
      uses.set(row.file_id, list);
    }
  }
  return uses;
}

/**
 * GET /file?environment: the environment's files, newest first, with their uploader and where they are
 * used. Admins and holders of kedo.file; each sees the files they may read.
 */
export async function listFiles(
  db: Database,
  caller: CallerContext,
  query: { environment: number; search?: string },
  page: PageRequest,
) {
  await requireEnvironment(db, caller, query.environment);
  if (!hasAdminCredential(caller, query.environment, "kedo.file")) throw forbidden();
  const fields = await fileFieldsOf(db, query.environment);
  const readable = await readableBy(db, caller, query.environment, fields);
  const search = query.search
    ? sql` and (f.name ilike ${containsPattern(query.search)} or f.description ilike ${containsPattern(query.search)})`
    : empty;
  const where = sql`f.environment_id = ${param(query.environment, "int")} and ${readable}${search}`;
  const [count] = await run<{ items: number }>(
    db,
    sql`select count(*)::int as items from files f where ${where}`,
  );
  const rows = await run<FileRow & { uploader: string | null }>(
    db,
    sql`select f.id, f.uuid, f.environment_id, f.name, f.filename, f.description, f.mime, f.size, f.created_by,
          f.created_at, u.username as uploader
        from files f left join users u on u.id = f.created_by
       where ${where} order by f.created_at desc, f.id desc
       limit ${param(page.limit, "int")} offset ${param(page.offset, "int")}`,
  );
  const uses = await usesOf(
    db,
    caller,
    query.environment,
    fields,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => ({
      ...fileView(row),
      created_by: row.created_by === null ? null : { id: row.created_by, username: row.uploader },
      used_in: uses.get(row.id) ?? [],
    })),
    items: count?.items ?? 0,
  };
}
