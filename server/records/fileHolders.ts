import type { Database } from "../db/database";
import { join, param, run, sql } from "../db/sql";
import { bypassesChecks } from "../permissions/bypassesChecks";
import type { CallerContext } from "../permissions/callerContext";
import { sightOf } from "./recordSight";
import { fieldKey } from "./recordStore";
import { entityTable, fieldColumn } from "./storage/entityTables";

type Queryable = Pick<Database, "query">;

interface FileField {
  entityId: number;
  dataFieldId: number;
}

/** The file fields of an environment's entities: the only columns a file id can be held in. */
async function fileFieldsIn(db: Queryable, environmentId: number): Promise<FileField[]> {
  return db.query<FileField>(
    `select ddf.def_dossier_id as "entityId", ddf.id as "dataFieldId"
       from def_dossier_def_fields ddf join def_fields f on f.id = ddf.def_field_id
      where f.type = 'file' and ddf.environment_id = $1 order by ddf.id`,
    [environmentId],
  );
}

/** The file fields whose values hold a file in at least one record, in one statement. */
async function holdersOf(db: Queryable, file: HeldFile): Promise<FileField[]> {
  const fields = await fileFieldsIn(db, file.environment_id);
  if (fields.length === 0) return [];
  return run<FileField>(
    db,
    join(
      fields.map(
        (field) => sql`select ${field.entityId}::int as "entityId", ${field.dataFieldId}::int as "dataFieldId"
          where exists (select 1 from ${entityTable(field.entityId)}
            where ${fieldColumn(field.dataFieldId)} @> array[${param(file.id, "int")}])`,
      ),
      sql` union all `,
    ),
  );
}

interface HeldFile {
  id: number;
  environment_id: number;
}

/** Whether any record holds the file in a file field. */
export async function isFileHeld(db: Queryable, file: HeldFile): Promise<boolean> {
  return (await holdersOf(db, file)).length > 0;
}

/**
 * Takes a file out of file values: of one record, or of every record; a value left empty is removed.
 * Answers how many values changed.
 */
export async function removeFileFromValues(
  tx: Queryable,
  file: HeldFile,
  recordId?: number,
): Promise<number> {
  let changed = 0;
  for (const field of await fileFieldsIn(tx, file.environment_id)) {
    const column = fieldColumn(field.dataFieldId);
    const key = fieldKey(field.dataFieldId);
    const left = sql`array_remove(${column}, ${param(file.id, "int")})`;
    const rows = await run(
      tx,
      sql`update ${entityTable(field.entityId)} set ${column} = nullif(${left}, '{}'),
          vals = case when cardinality(${left}) = 0 then vals - ${param(key, "text")}
                 else jsonb_set(vals, array[${param(key, "text")}], to_jsonb(${left})) end
        where ${column} @> array[${param(file.id, "int")}]
          and (${param(recordId ?? null, "int")} is null or id = ${param(recordId ?? null, "int")})
        returning id`,
    );
    changed += rows.length;
  }
  return changed;
}

/**
 * Whether the caller may read a file: admins of its environment always; others when a record they may see
 * holds it in a file field they may see (`RecordSight`); a file no record holds yet only its uploader.
 */
export async function mayReadFile(
  db: Queryable,
  caller: CallerContext,
  file: { id: number; environment_id: number; created_by: number | null },
): Promise<boolean> {
  if (bypassesChecks(caller, file.environment_id)) return true;
  const holders = await holdersOf(db, file);
  if (holders.length === 0) return file.created_by === caller.userId;
  for (const holder of holders) {
    const sight = await sightOf(db, caller, { id: holder.entityId, environment_id: file.environment_id });
    if (sight.sees(fieldKey(holder.dataFieldId))) return true;
  }
  return false;
}
